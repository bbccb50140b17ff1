import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { VouchersService } from '../rewards/vouchers.service.ts';
import type * as repo from './orders.repo.ts';

type Draft = Omit<repo.NewOrder, 'transactionId' | 'commissionPercent'> & { businessName: string };

/**
 * The vouchers picked, checked with the shopper's held ones locked; each takes its discount off
 * its store's order (what the business or Oja pays for, see escrow.ts). An order a voucher would
 * make free is a 409: the voucher is kept for a bigger one. Returns the vouchers applied, by
 * business, for their use once the orders are written.
 */
export async function applyVouchers(
  vouchers: Pick<VouchersService, 'check'>,
  tx: Tx,
  customerId: string,
  picked: CheckoutBody['vouchers'],
  drafts: Draft[],
) {
  const applied = await vouchers.check(
    tx,
    customerId,
    picked ?? [],
    drafts.map((d) => ({
      businessId: d.businessId,
      businessName: d.businessName,
      subtotalKobo: d.subtotalKobo,
      lines: d.items.map((i) => ({ productId: i.productId, totalKobo: i.totalKobo })),
    })),
  );
  for (const draft of drafts) {
    const voucher = applied.get(draft.businessId);
    if (!voucher) continue;
    draft.discountKobo = voucher.discountKobo;
    draft.voucherId = voucher.voucherId;
    draft.discountFunder = voucher.funder;
    draft.totalKobo -= voucher.discountKobo;
    if (draft.totalKobo <= 0n) {
      const message = `With this voucher your order from ${draft.businessName} would cost nothing: keep the voucher for a bigger order`;
      throw conflict(message, { vouchers: message });
    }
  }
  return applied;
}
