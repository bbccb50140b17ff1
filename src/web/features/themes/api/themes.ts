import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { ThemeView } from '#shared/schemas/themes.ts';
import { api } from '#web/lib/api-client.ts';
import { themeKeys } from './keys.ts';

/** `GET themes`: every store theme with its terms' prices (the theme shop's loader fills it). */
export const themesQuery = () =>
  queryOptions({
    queryKey: themeKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<ThemeView>>('/themes', { limit: 30 }, signal)).data.results,
    staleTime: 10 * 60_000,
  });

export const useThemes = () => useQuery(themesQuery());

/** `GET themes/{id}`: one theme. */
export const themeQuery = (id: string) =>
  queryOptions({
    queryKey: themeKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<ThemeView>(`/themes/${id}`, undefined, signal)).data,
    staleTime: 10 * 60_000,
  });

export const useTheme = (id: string) => useQuery(themeQuery(id));
