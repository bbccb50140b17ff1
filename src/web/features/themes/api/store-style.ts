import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreLook, ThemeStyleBody } from '#shared/schemas/themes.ts';
import { api } from '#web/lib/api-client.ts';
import { businessKeys } from '#web/lib/query-keys.ts';
import { themeKeys } from './keys.ts';

export type StoreStyle = { look: StoreLook; adjusted: boolean };

/**
 * `PATCH themes/businesses/{businessId}/style`: the owner's accent colour and hero picture. The
 * answer's message says when the colour was darkened to stay readable.
 */
export function useStoreStyle(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ThemeStyleBody) => {
      const res = await api.patch<StoreStyle>(`/themes/businesses/${businessId}/style`, body);
      return { ...res.data, message: res.message ?? '' };
    },
    // The answer is shown at once; the store's look elsewhere is read again behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: themeKeys.mine });
      void queryClient.invalidateQueries({ queryKey: ['storefront'] });
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
    meta: { fieldErrors: true },
  });
}
