import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isNotFound } from './api-client.ts';
import { notify } from './notify.ts';

export type RequestMeta = {
  /** Failures stay quiet (search, refresh, look-ups the user did not ask for). */
  silent?: boolean;
  /** The form shows per-field validation messages itself. */
  fieldErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function report(error: unknown, meta: RequestMeta | undefined) {
  if (meta?.silent) return;
  if (error instanceof ApiError) {
    if (error.silent) return;
    if (meta?.fieldErrors && error.status === 400 && typeof error.messages === 'object') return;
    error.toasted = true;
    // A plan's limit or paid feature: the toast links to the plans.
    if (error.code === 'PLAN_UPGRADE_REQUIRED') notify.upgrade(error.messages);
    else notify.error(error.messages);
    return;
  }
  notify.error('Something went wrong');
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // A page for something that does not exist shows a not-found state instead of a toast.
    onError: (error, query) => {
      if (!isNotFound(error)) report(error, query.meta);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => report(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry only what might pass next time: no response or a server error.
      retry: (count, error) =>
        count < 1 && (!(error instanceof ApiError) || error.status === null || error.status >= 500),
      // Offline, a read is still asked for: the installed app answers it from what it kept
      // (decision 081). Only its retries wait for the network.
      networkMode: 'offlineFirst',
    },
    // Offline, a call is made at once and fails with "reconnect", or is kept to send later if it
    // is a like, follow or comment (`offline-queue.ts`). React Query would otherwise hold it in
    // memory and send it when the network is back: a payment tapped in a tunnel, paid later.
    mutations: { networkMode: 'always' },
  },
});
