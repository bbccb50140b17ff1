import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AFFILIATE_PAGE_SIZE } from '#shared/affiliates.ts';
import type {
  AffiliateProgramme,
  AffiliateSummary,
  MyResale,
  ResaleOffer,
} from '#shared/schemas/affiliates.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';

/** Query keys of the affiliate dashboard: the programme, and one affiliate's figures and lists. */
export const affiliateKeys = {
  programme: ['affiliates', 'programme'] as const,
  mine: ['affiliates', 'mine'] as const,
  summary: (id: string, days: number) => ['affiliates', 'mine', 'summary', id, days] as const,
  resales: (id: string, page: number) => ['affiliates', 'mine', 'resales', id, page] as const,
  offers: (search: string, sort: string, page: number) =>
    ['affiliates', 'mine', 'offers', search, sort, page] as const,
};

/** `GET affiliates/programme`: how many products and sellers pay affiliates, and how much. */
export const useAffiliateProgramme = () =>
  useQuery({
    queryKey: affiliateKeys.programme,
    queryFn: async ({ signal }) =>
      (await api.get<AffiliateProgramme>('/affiliates/programme', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });

/** `GET affiliates/{id}/summary`: clicks, orders and commission over `days`, and 12 months. */
export const useAffiliateSummary = (affiliateId: string, days: number) =>
  useQuery({
    queryKey: affiliateKeys.summary(affiliateId, days),
    queryFn: async ({ signal }) =>
      (await api.get<AffiliateSummary>(`/affiliates/${affiliateId}/summary`, { days }, signal))
        .data,
    placeholderData: keepPreviousData,
  });

/** `GET affiliates/{id}/products`: the affiliate's resale list with each link's figures. */
export const useMyResales = (affiliateId: string, page: number) =>
  useQuery({
    queryKey: affiliateKeys.resales(affiliateId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<MyResale>>(
          `/affiliates/${affiliateId}/products`,
          { page, limit: AFFILIATE_PAGE_SIZE },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** `GET affiliates/products`: products open to resale, by commission or newest, searchable. */
export const useResaleOffers = (search: string, sort: 'commission' | 'newest', page: number) =>
  useQuery({
    queryKey: affiliateKeys.offers(search, sort, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<ResaleOffer>>(
          '/affiliates/products',
          { ...(search ? { search } : {}), sort, page, limit: AFFILIATE_PAGE_SIZE },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** Adds a product to the resale list (`POST products/resell`) or takes it off (`DELETE`). */
export function useResaleList() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: affiliateKeys.mine });
  const add = useMutation({
    mutationFn: (productId: string) => api.post('/products/resell', { productId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (productId: string) => api.delete(`/products/resell/${productId}`),
    onSuccess: refresh,
  });
  return { add, remove };
}
