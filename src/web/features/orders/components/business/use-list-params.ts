import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's page, the open order and the tab live in the address, so a reload or a shared link
 * shows the same orders; changes replace the history entry rather than piling up.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback((p: number) => update({ page: p > 1 ? String(p) : null }), [update]);
  return {
    get: (key: string) => params.get(key),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    orderId: params.get('order'),
    track: params.get('track') === '1',
    update,
    setPage,
  };
}
