import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { Voucher } from '#shared/schemas/vouchers.ts';

type Terms = Pick<
  Voucher,
  | 'kind'
  | 'amount'
  | 'percent'
  | 'cap'
  | 'minOrder'
  | 'endsAt'
  | 'productIds'
  | 'tagIds'
  | 'firstOrderOnly'
>;

/** What a voucher takes off: "₦1,000 off", "10% off", "10% off, up to ₦2,000". */
export function voucherOff(v: Pick<Voucher, 'kind' | 'amount' | 'percent' | 'cap'>): string {
  if (v.kind === 'AMOUNT') return `${formatNaira(v.amount ?? 0)} off`;
  const off = `${v.percent ?? 0}% off`;
  return v.cap ? `${off}, up to ${formatNaira(v.cap)}` : off;
}

/** Whether a voucher's end has passed. */
export const voucherEnded = (v: Pick<Voucher, 'endsAt'>, now = Date.now()) =>
  new Date(v.endsAt).getTime() <= now;

/**
 * What it takes to use it, in short phrases: the minimum order, the products, first orders,
 * and when it ends ("ends 3 Jan 2027", or "ended …").
 */
export function voucherTerms(v: Terms, now = Date.now()): string[] {
  const terms: string[] = [];
  terms.push(
    v.minOrder > 0 ? `on orders of ${formatNaira(v.minOrder)} or more` : 'no minimum order',
  );
  if (v.productIds.length > 0 || v.tagIds.length > 0) terms.push('on some products');
  if (v.firstOrderOnly) terms.push('only on first order');
  terms.push(`${voucherEnded(v, now) ? 'ended' : 'ends'} ${formatDate(v.endsAt)}`);
  return terms;
}
