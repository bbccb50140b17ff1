import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdPatchBody, AdView } from '#shared/schemas/ads.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { walletKeys } from '#web/lib/query-keys.ts';
import { manageAdKeys, type AdOwner } from './manage-keys.ts';

/** The ads a page of the list holds (the spec's default page size for ads). */
export const ADS_PER_PAGE = 25;

/**
 * `GET ads`: the owner's ads, newest first, every status, with their money and counts: a
 * creator's by `adUserIds`, a business's by `adBusinessIds`.
 */
export function useOwnAds(owner: AdOwner, page: number) {
  return useQuery({
    queryKey: manageAdKeys.list(owner, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<AdView>>(
          '/ads',
          {
            ...('businessId' in owner
              ? { adBusinessIds: [owner.businessId] }
              : { adUserIds: [owner.userId] }),
            page,
            limit: ADS_PER_PAGE,
          },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type AdChange = { id: string } & Pick<AdPatchBody, 'status'>;

/**
 * `PATCH ads/{id}`: the owner pauses, resumes or ends an ad. Ending it puts the unspent budget
 * back in the wallet, so the balance is read again.
 */
export function useChangeAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: AdChange) => await api.patch<AdView>(`/ads/${id}`, body),
    onSuccess: (res) => notify.success(res.message),
    // Settled either way: a refusal (409) means the ad moved meanwhile, shown as it is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageAdKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
      ]),
  });
}
