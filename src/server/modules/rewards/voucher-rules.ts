import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { VoucherRow } from './vouchers.repo.ts';

/** A cart's lines of one business, as a voucher looks at them. */
export type CartPart = {
  businessId: string;
  subtotalKobo: bigint;
  lines: { productId: string; totalKobo: bigint; tagIds: string[] }[];
};

/** Whether a voucher counts only some lines: its products, and products with its tags. */
const limited = (v: VoucherRow) => v.productIds.length > 0 || v.tagIds.length > 0;
const counts = (v: VoucherRow, line: CartPart['lines'][number]) =>
  v.productIds.includes(line.productId) || line.tagIds.some((t) => v.tagIds.includes(t));

/** What a voucher takes off a business's part of a cart: never more than its products cost. */
export function discountOf(voucher: VoucherRow, part: CartPart): bigint {
  const counted = limited(voucher)
    ? part.lines.filter((l) => counts(voucher, l)).reduce((sum, l) => sum + l.totalKobo, 0n)
    : part.subtotalKobo;
  let off =
    voucher.kind === 'AMOUNT'
      ? (voucher.amountKobo ?? 0n)
      : (counted * BigInt(voucher.percent ?? 0)) / 100n;
  if (voucher.capKobo !== null && off > voucher.capKobo) off = voucher.capKobo;
  return off > counted ? counted : off;
}

const dateOf = (d: Date) => formatDate(d);
const naira = (kobo: bigint) => formatNaira(koboToNaira(kobo));

/**
 * Why a voucher cannot be used on a business's part of a cart, in the shopper's words, or null.
 * `firstOrder`: whether this would be the shopper's first paid order there (or on Oja).
 */
export function refusalOf(
  voucher: VoucherRow,
  part: CartPart,
  businessName: string,
  firstOrder: boolean,
  now: Date,
): string | null {
  const name = `“${voucher.title}”`;
  if (voucher.businessId && voucher.businessId !== part.businessId)
    return `${name} is for another store, not ${businessName}`;
  if (voucher.status !== 'ACTIVE') return `${name} is paused by its store`;
  if (voucher.startsAt > now) return `${name} can be used from ${dateOf(voucher.startsAt)}`;
  if (voucher.endsAt <= now) return `${name} expired on ${dateOf(voucher.endsAt)}`;
  if (voucher.used >= voucher.totalCount) return `${name} has been used up`;
  if (part.subtotalKobo < voucher.minOrderKobo)
    return `${name} needs an order of at least ${naira(voucher.minOrderKobo)} from ${businessName}`;
  if (voucher.firstOrderOnly && !firstOrder) return `${name} is for a first order only`;
  if (discountOf(voucher, part) <= 0n) return `${name} is for other products of ${businessName}`;
  return null;
}
