import { useQuery } from '@tanstack/react-query';
import type { VoucherQuote } from '#shared/schemas/vouchers.ts';
import { api } from '#web/lib/api-client.ts';

type Line = { productId: string; count: number; promotionId?: string };

/**
 * `POST rewards/vouchers/quote`: what each voucher the shopper holds takes off each store's part
 * of the cart, the best one suggested. Read again when the cart changes.
 */
export function useVoucherQuote(lines: Line[]) {
  return useQuery({
    queryKey: ['vouchers', 'quote', lines] as const,
    queryFn: async () =>
      (await api.post<VoucherQuote>('/rewards/vouchers/quote', { orderDetails: lines })).data,
    enabled: lines.length > 0,
    staleTime: 30_000,
  });
}
