import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyThemes, StoreLook } from '#shared/schemas/themes.ts';
import { api } from '#web/lib/api-client.ts';
import { businessKeys } from '#web/lib/query-keys.ts';
import { useClientStore } from '#web/lib/store.ts';
import { themeKeys } from './keys.ts';

/** `GET themes/me`: the themes the user holds and what each of their stores shows; idle for visitors. */
export function useMyThemes() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  return useQuery({
    queryKey: themeKeys.mine,
    enabled: signedIn,
    queryFn: async ({ signal }) => (await api.get<MyThemes>('/themes/me', undefined, signal)).data,
  });
}

/** What changes with a store's theme: the themes held, the storefronts' looks. */
export function useRefreshThemes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: themeKeys.mine }),
      queryClient.invalidateQueries({ queryKey: ['storefront'] }),
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
    ]);
}

/** `PATCH themes/{id}/businesses/{businessId}/active`: the owner's store shows this theme. */
export function useActivateTheme() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: async ({ themeId, businessId }: { themeId: string; businessId: string }) =>
      await api.patch<StoreLook>(`/themes/${themeId}/businesses/${businessId}/active`),
    onSuccess: () => refresh(),
  });
}

/** `PATCH themes/{id}/renewal`: renew a bought theme from the wallet when it ends, or not. */
export function useThemeRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ themeId, autoRenew }: { themeId: string; autoRenew: boolean }) =>
      (await api.patch<MyThemes>(`/themes/${themeId}/renewal`, { autoRenew })).data,
    onSuccess: (mine) => queryClient.setQueryData(themeKeys.mine, mine),
  });
}
