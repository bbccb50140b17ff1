/**
 * `value` rounded to `places` decimals: its sign (none for zero), its whole digits grouped in
 * threes ("1,234,567", as en-NG writes them) and its decimal digits. It rounds the decimal
 * JavaScript prints for the number, half away from zero, as Intl does: 999.995 is 99,999.5 kobo,
 * rounded up, not the binary 999.99499….
 */
function decimalParts(value: number, places: number): [string, string, string] {
  const abs = Math.abs(value);
  const text = abs < 1e-6 ? '0' : abs < 1e21 ? String(abs) : BigInt(abs).toString();
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') units += 1n;
  const digits = String(units).padStart(places + 1, '0');
  const cut = digits.length - places;
  return [
    value < 0 && units > 0n ? '-' : '',
    digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    digits.slice(cut),
  ];
}

/**
 * ₦12,500 and ₦128.02: whole naira without decimals, and kobo, when there are any, as two
 * decimals, so an amount is shown exactly as it is charged (decision 044). Written by hand, not
 * with Intl: a page's first Intl call loads the locale data, a long task on a cheap phone
 * (decision 069).
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [sign, whole, kobo] = decimalParts(amount, 2);
  return `${sign}₦${whole}${kobo === '00' ? '' : `.${kobo}`}`;
}

/** 1200 → "1,200", 2.5 → "2.5": a number as en-NG writes it (up to three decimals), without Intl. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [sign, whole, fraction] = decimalParts(value, 3);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}

/** 12 → "12%", 12.345 → "12.35%": an integer, or two decimals. */
export function formatPercent(value: number): string {
  return Number.isInteger(value) ? `${value}%` : `${value.toFixed(2)}%`;
}

/** A rate as people say it: 10%, 7.5%, 12.25% (no trailing zeros). */
export function formatRate(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/** ₦7,500 instead of ₦10,000 → "-25%" (whole percent, never "-0%" for a real discount). */
export function formatDiscount(amount: number, was: number): string {
  return `-${Math.max(1, Math.round(((was - amount) / was) * 100))}%`;
}

const UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

/** 1500 → "1.5K", 2_300_000 → "2.3M"; below a thousand the number itself. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  for (const unit of UNITS) {
    if (abs >= unit.value) return `${(value / unit.value).toFixed(1)}${unit.suffix}`;
  }
  return String(value);
}

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** "ada", "ada, tunde", "ada, tunde & 3 others": at most two accounts are named. */
export function formatAccounts(accounts: { userHandle: string }[]): string {
  const named = accounts.slice(0, 2).map((a) => a.userHandle);
  const rest = accounts.length - named.length;
  if (rest <= 0) return named.join(', ');
  return `${named.join(', ')} & ${rest} ${rest === 1 ? 'other' : 'others'}`;
}

/** "1 follower", "12 followers", "1.5K followers": a count with its noun. */
export function formatCountOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCompact(count)} ${count === 1 ? singular : plural}`;
}

/** 1 → "1 point", 1200 → "1,200 points": a number of Oja points as the app writes numbers. */
export function formatPoints(points: number): string {
  return `${formatNumber(points)} ${points === 1 ? 'point' : 'points'}`;
}

/** A count that stops at a limit: "1,000+ products" when there may be more than it shows. */
export function formatCountUpTo(
  count: number,
  limit: number,
  singular: string,
  plural = `${singular}s`,
): string {
  return count >= limit
    ? `${formatNumber(limit)}+ ${plural}`
    : formatCountOf(count, singular, plural);
}
