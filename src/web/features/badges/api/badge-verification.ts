import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeKind, BadgePayment, BadgeVerification } from '#shared/schemas/badges.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { pointField } from '#web/lib/points.ts';
import { pointsKeys } from '#web/lib/query-keys.ts';
import { badgeKeys, type BadgeSubject } from './keys.ts';

const base = (subject: BadgeSubject) =>
  subject.type === 'user' ? `/users/${subject.id}` : `/businesses/${subject.id}`;

/** The checklist, the fee and the latest request of a user's or a business's badge. */
export const useBadgeVerification = (subject: BadgeSubject | null) =>
  useQuery({
    queryKey: badgeKeys.subject(subject ?? { type: 'user', id: '' }),
    enabled: Boolean(subject?.id),
    queryFn: async ({ signal }) =>
      (await api.get<BadgeVerification>(`${base(subject!)}/badge/verification`, undefined, signal))
        .data,
  });

/**
 * The way of paying the rest of the fee once `points` (Oja points, whole) pay part or all, and
 * the fee shown (a fee changed since is refused, not charged).
 */
export type PayBadge = { payWith: 'WALLET' | 'CARD'; points: number; key: string; fee: number };

/**
 * Pays for the badge request. By card the answer holds the payment page to go to; from the
 * wallet the request is there at once. The key makes a double tap one payment.
 */
export function usePayBadge(subject: BadgeSubject, kind: BadgeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payWith, points, key, fee }: PayBadge) => {
      const headers = { 'idempotency-key': key };
      const body = { payWith, point: pointField(points), amount: fee };
      const path =
        kind === 'CREATOR'
          ? `/users/${subject.id}/content-creator/request-verification`
          : `${base(subject)}/badge/verification/pay`;
      return kind === 'CREATOR'
        ? api.put<BadgePayment>(path, body, headers)
        : api.post<BadgePayment>(path, body, headers);
    },
    onSuccess: async (res) => {
      if (res.data.authorizationUrl) {
        window.location.assign(res.data.authorizationUrl);
        return;
      }
      notify.success(res.message ?? 'Your verification request was received');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: badgeKeys.subject(subject) }),
        queryClient.invalidateQueries({ queryKey: ['wallet-balance'] }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]);
    },
    // A fee changed since the screen was read: it is read again, with the new fee.
    onError: () => queryClient.invalidateQueries({ queryKey: badgeKeys.subject(subject) }),
  });
}

/**
 * Back from the card payment page: the server checks the payment with the provider (which
 * writes the request once paid), then the checklist is read again.
 */
export function useBadgePaymentResult(subject: BadgeSubject | null, paymentId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: badgeKeys.payment(paymentId),
    enabled: Boolean(paymentId && subject),
    queryFn: async () => {
      await api.patch(`/orders/transaction-order/${paymentId}`).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: badgeKeys.subject(subject!) });
      return true;
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
}
