import { api } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';
import { visitorId } from '#web/lib/visitor-id.ts';

const sent = new Set<string>();

/**
 * Tells the server a product's page was opened, once per product while the app is open (the
 * server counts a browser once a day). Sent after the saved session is back, so a seller opening
 * their own product is known and not counted. A view that fails to send is dropped. `search`: the
 * catalogue search the product was opened from.
 */
export function recordProductView(productId: string, search?: string): void {
  if (sent.has(productId)) return;
  sent.add(productId);
  const send = () => {
    const browser = visitorId();
    const signedIn = useClientStore.getState().auth.accessToken !== null;
    if (!browser && !signedIn) return;
    api
      .post(`/products/${productId}/views`, {
        ...(browser ? { visitorId: browser } : {}),
        ...(search ? { search } : {}),
      })
      .catch(() => sent.delete(productId));
  };
  if (useClientStore.persist.hasHydrated()) send();
  else {
    const stop = useClientStore.persist.onFinishHydration(() => {
      stop();
      send();
    });
  }
}
