/**
 * Notification text names at most two accounts, then '& N others'
 * ("Ada, Tunde & 3 others liked your post").
 */
export function accountsText(names: string[], total: number): string {
  const shown = names.slice(0, 2);
  const others = Math.max(0, total - shown.length);
  if (shown.length === 0) return others === 1 ? 'Someone' : `${others} people`;
  if (others === 0) return shown.join(' and ');
  return `${shown.join(', ')} & ${others} ${others === 1 ? 'other' : 'others'}`;
}
