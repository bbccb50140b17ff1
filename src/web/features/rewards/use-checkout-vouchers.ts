import { useState } from 'react';
import type { VoucherQuote } from '#shared/schemas/vouchers.ts';
import { useVoucherQuote } from './api/voucher-quote.ts';

export type VoucherOption = VoucherQuote['businesses'][number]['options'][number];
/** The voucher used on one store's order. */
export type VoucherPick = { heldVoucherId: string; title: string; discount: number };

/**
 * The vouchers used at checkout: for each store, the one the shopper chose (or none), else the
 * best one they hold. A held voucher goes on one order only.
 */
export function useCheckoutVouchers(
  lines: { productId: string; count: number; promotionId?: string }[],
) {
  const quote = useVoucherQuote(lines);
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const picks = new Map<string, VoucherPick>();
  const used = new Set<string>();
  for (const part of quote.data?.businesses ?? []) {
    const id = part.businessId in chosen ? chosen[part.businessId] : part.best;
    const option = part.options.find((o) => o.heldVoucherId === id && !o.refusal);
    if (!option || used.has(option.heldVoucherId)) continue;
    used.add(option.heldVoucherId);
    picks.set(part.businessId, option);
  }
  return {
    /** Each store's part of the quote: its options, usable or with the reason they are not. */
    parts: new Map((quote.data?.businesses ?? []).map((p) => [p.businessId, p])),
    picks,
    /** Vouchers are still being worked out: the total waits for them. */
    pending: quote.isFetching && !quote.data,
    choose: (businessId: string, heldVoucherId: string | null) =>
      setChosen((c) => ({ ...c, [businessId]: heldVoucherId })),
  };
}

export type CheckoutVouchers = ReturnType<typeof useCheckoutVouchers>;
