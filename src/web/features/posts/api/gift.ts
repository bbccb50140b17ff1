import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/schemas/posts.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { pointField } from '#web/lib/points.ts';
import { pointsKeys } from '#web/lib/query-keys.ts';
import { putPost } from './post-cache.ts';

type Paid = { post: Post; authorizationUrl: string | null };

/** A random (version 4) id: the gift's own, so sending the same gift twice sends it once. */
export function newGiftId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends the post's creator a gift in naira, Oja points paying part or all of it (`points`,
 * whole) and the wallet or a card the rest.
 */
export function useSendGift(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: false },
    mutationFn: ({
      giftId,
      amount,
      payWith,
      points,
    }: {
      giftId: string;
      amount: number;
      payWith: 'WALLET' | 'CARD';
      points: number;
    }) =>
      api.patch<Paid>(`/posts/${post._id}/gifts/${giftId}/earnings`, {
        amount,
        payWith,
        point: pointField(points),
      }),
    onSuccess: (res) => {
      // By card: on to the provider's page.
      if (res.data.authorizationUrl) {
        window.location.assign(res.data.authorizationUrl);
        return;
      }
      putPost(queryClient, res.data.post);
      notify.success(res.message);
      return queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}
