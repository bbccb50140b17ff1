import { api, configureApiClient } from './api-client.ts';
import { notify } from './notify.ts';
import { queryClient } from './query-client.ts';
import { useClientStore } from './store.ts';
import { meKeys } from './query-keys.ts';
import { watchSignedIn } from './session-hint.ts';

/** What else forgets the user on logout (the live stream, loaded with the signed-in screens). */
const onLogout = new Set<() => void>();
export const whenLoggingOut = (forget: () => void) => void onLogout.add(forget);

/** Forgets the user: tokens, every cached server answer and the saved client state (docs/product.md#accounts-and-security). */
export function logout(): void {
  // The server ends the session too (its refresh token, its live streams); the device forgets
  // it at once either way.
  if (useClientStore.getState().auth.accessToken) api.post('/users/logout').catch(() => {});
  for (const forget of onLogout) forget();
  useClientStore.getState().reset();
  queryClient.clear();
  useClientStore.persist.clearStorage();
}

function apiKeyFromPage(): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="oja-api-key"]')?.content ??
    'oja-dev-web-key'
  );
}

/** Connects the API client to the saved session and the cached profile. */
export function connectApiClient(): void {
  watchSignedIn();
  configureApiClient({
    apiKey: apiKeyFromPage,
    session: () => useClientStore.getState().auth,
    saveTokens: (tokens) => useClientStore.getState().setSession(tokens),
    onSessionExpired: () => {
      if (!useClientStore.getState().auth.accessToken) return;
      logout();
      notify.error('Your session has expired, please login again');
    },
    planName: () =>
      queryClient.getQueryData<{ subscription: { name: string } }>(meKeys.all)?.subscription.name,
  });
}
