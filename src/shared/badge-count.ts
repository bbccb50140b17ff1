/**
 * Badge counts cap at "99+". Apart from `format.ts`: the header's cart badge is on every page,
 * and would otherwise bring all of the formatting with it.
 */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
