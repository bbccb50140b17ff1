import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, State } from '#shared/schemas/reference.ts';
import { api } from '#web/lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

const day = 24 * 60 * 60_000;

export const nigerianStatesQuery = queryOptions({
  queryKey: referenceKeys.states('NG'),
  queryFn: async () => (await api.get<State[]>('/countries/NG/states')).data,
  staleTime: day,
  meta: { silent: true },
});

export const useNigerianStates = () => useQuery(nigerianStatesQuery);

export function useLgas(state: string | null) {
  return useQuery({
    queryKey: referenceKeys.lgas(state),
    queryFn: async () =>
      (await api.get<string[]>(`/countries/NG/states/${encodeURIComponent(state!)}/lgas`)).data,
    enabled: Boolean(state),
    staleTime: day,
    meta: { silent: true },
  });
}

export const categoriesQuery = queryOptions({
  queryKey: referenceKeys.categories,
  queryFn: async () => (await api.get<Category[]>('/categories')).data,
  staleTime: day,
});

export const useCategories = () => useQuery(categoriesQuery);
