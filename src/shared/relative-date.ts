// Apart from the number formats most screens load: only feeds and messages say how long ago.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => (n === 1 ? `one ${unit} ago` : `${n} ${unit}s ago`);

/** "just now", "5 minutes ago", "3 days ago", "2 weeks ago", "one month ago", "4 months ago". */
export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / (7 * DAY)), 'week');
  if (elapsed < 365 * DAY) return plural(Math.floor(elapsed / (30 * DAY)), 'month');
  return plural(Math.floor(elapsed / (365 * DAY)), 'year');
}
