import { koboToNaira } from '#shared/money.ts';
import type { HeldVoucher, Voucher } from '#shared/schemas/vouchers.ts';
import type * as repo from './vouchers.repo.ts';

const naira = (kobo: bigint | null) => (kobo === null ? null : koboToNaira(kobo));

/** A voucher as the API sends it; `mine`: with its figures, for whoever manages it. */
export function view(
  voucher: repo.VoucherRow,
  business: repo.VoucherBusiness,
  figures: { discount: bigint; sales: bigint } | null | undefined,
  mine: boolean,
): Voucher {
  return {
    _id: voucher.id,
    title: voucher.title,
    code: voucher.code,
    kind: voucher.kind,
    amount: naira(voucher.amountKobo),
    percent: voucher.percent,
    cap: naira(voucher.capKobo),
    minOrder: koboToNaira(voucher.minOrderKobo),
    startsAt: voucher.startsAt.toISOString(),
    endsAt: voucher.endsAt.toISOString(),
    perCustomer: voucher.perCustomer,
    productIds: voucher.productIds,
    tagIds: voucher.tagIds,
    firstOrderOnly: voucher.firstOrderOnly,
    funder: voucher.funder,
    status: voucher.status,
    business: business ? { _id: business.id, name: business.name, handle: business.handle } : null,
    left: Math.max(0, voucher.totalCount - voucher.used),
    figures: mine
      ? {
          totalCount: voucher.totalCount,
          claimed: voucher.claimed,
          used: voucher.used,
          discountGiven: koboToNaira(figures?.discount ?? 0n),
          sales: koboToNaira(figures?.sales ?? 0n),
        }
      : null,
  };
}

export function heldView(
  row: Awaited<ReturnType<typeof repo.listHeld>>['rows'][number],
): HeldVoucher {
  return {
    _id: row.held.id,
    status: row.held.status,
    voucher: view(row.voucher, row.business, null, false),
    claimedAt: row.held.claimedAt.toISOString(),
    usedAt: row.held.usedAt?.toISOString() ?? null,
    orderId: row.held.orderId,
  };
}
