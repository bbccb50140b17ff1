import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type {
  Promotion,
  PromotionCreateBody,
  PromotionFigures,
  PromotionPatchBody,
} from '#shared/schemas/promotions.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { promotionKeys } from './keys.ts';

/** Sales on a page of the list (the spec's page size for a business's rewards and promotions). */
export const PROMOTIONS_PER_PAGE = 25;

/** `GET promotions?businessId=`: the business's sales, newest first, with where each stands. */
export function useBusinessPromotions(businessId: string, page: number) {
  return useQuery({
    queryKey: promotionKeys.list(businessId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Promotion>>(
          '/promotions',
          { businessId, page, limit: PROMOTIONS_PER_PAGE },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Product prices change with a sale: the catalogue's lists are read again after any change. */
function useSaleWrite<V>(send: (v: V) => Promise<{ data: Promotion; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: send,
    onSuccess: (res) => notify.success(res.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}

/** `POST promotions`: a new sale, running at once or scheduled. */
export function useCreatePromotion() {
  return useSaleWrite((body: PromotionCreateBody) => api.post<Promotion>('/promotions', body));
}

/** `PATCH promotions/{id}`: pause, resume or end a sale (or change one not started yet). */
export function useChangePromotion() {
  return useSaleWrite(({ id, ...body }: { id: string } & PromotionPatchBody) =>
    api.patch<Promotion>(`/promotions/${id}`, body),
  );
}

/** `GET promotions/{id}/figures`: a sale's orders, units and sales of the last 12 months. */
export function usePromotionFigures(promotionId: string) {
  return useQuery({
    queryKey: promotionKeys.figures(promotionId),
    queryFn: async ({ signal }) =>
      (await api.get<PromotionFigures>(`/promotions/${promotionId}/figures`, undefined, signal))
        .data,
  });
}
