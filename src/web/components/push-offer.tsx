import { Suspense } from 'react';
import { deferred } from './deferred.tsx';

const PushOfferCard = deferred(() => import('./push-offer-card.tsx').then((m) => m.PushOfferCard));

/**
 * The offer of notifications on this phone (`push-offer-card.tsx`): its code comes only where the
 * browser can take pushes, after the screen it sits on is up.
 */
export function PushOffer({ why }: { why: string }) {
  if (typeof window === 'undefined' || !('PushManager' in window)) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferCard why={why} />
    </Suspense>
  );
}
