import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralReview } from '#shared/schemas/referrals.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { referralKeys } from './keys.ts';

/** `POST referrals/{id}/approve` (support): pays both sides of a flagged referral, once. */
export function useApproveReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (friendId: string) =>
      await api.post<ReferralReview>(`/referrals/${friendId}/approve`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Referral approved');
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
}
