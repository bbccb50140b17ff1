import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { api } from './api-client.ts';
import { splitPrice } from './points.ts';
import { pointsKeys } from './query-keys.ts';
import { useClientStore } from './store.ts';

// The points a signed-in user can spend, apart from the "Use my points" switch
// (`components/points-choice.tsx`): checkout reads them on its first screen, the switch shows
// only for those who hold some.

/**
 * The signed-in user's points to spend, from the Rewards screen's cache (read again after a few
 * seconds, as points move when orders are received); unknown for a visitor and while it loads.
 */
export function usePointsAvailable(): number | undefined {
  return usePointsSummary()?.available;
}

/** The signed-in user's points summary (what they hold and the rules), as `usePointsAvailable`. */
export function usePointsSummary(): PointsSummary | undefined {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const summary = useQuery({
    queryKey: pointsKeys.summary,
    enabled: signedIn,
    queryFn: async ({ signal }) =>
      (await api.get<PointsSummary>('/rewards/summary', undefined, signal)).data,
    staleTime: 5_000,
    meta: { silent: true },
  });
  return signedIn ? summary.data : undefined;
}

/**
 * Points for a price: whether the user chose to use them, and then how the price is paid
 * (`points`, and the `rest` the card or the wallet pays). None are used until the user asks.
 */
export function usePointsFor(price: number) {
  const available = usePointsAvailable();
  const [use, setUse] = useState(false);
  return { available, use, setUse, ...splitPrice(price, available, use) };
}

export type PointsFor = ReturnType<typeof usePointsFor>;
