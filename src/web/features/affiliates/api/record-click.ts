import { api } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';

const sent = new Set<string>();
const REF = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Tells the server a page was opened through an affiliate's link (`?ref=` on a product or a
 * store), once per link and page while the app is open; its answer keeps the affiliate for the
 * checkout. Sent after the saved session is back, so the affiliate's or seller's own visit is
 * known and not counted. A visit that fails to send is dropped: the page works the same.
 */
export function recordAffiliateClick(
  ref: string,
  place: { productId: string } | { businessId: string },
): void {
  const key = `${ref}|${'productId' in place ? place.productId : place.businessId}`;
  if (!REF.test(ref) || sent.has(key)) return;
  sent.add(key);
  const send = () => {
    api.post('/affiliates/clicks', { ref, ...place }).catch(() => sent.delete(key));
  };
  if (useClientStore.persist.hasHydrated()) send();
  else {
    const stop = useClientStore.persist.onFinishHydration(() => {
      stop();
      send();
    });
  }
}
