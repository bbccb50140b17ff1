import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { api } from '#web/lib/api-client.ts';
import { formatPoints, pointsKeys, POINTS_SUMMARY_PATH, splitPrice } from '#web/lib/points.ts';
import { useClientStore } from '#web/lib/store.ts';

/**
 * The signed-in user's points to spend, from the Rewards screen's cache (read again after a few
 * seconds, as points move when orders are received); unknown for a visitor and while it loads.
 */
export function usePointsAvailable(): number | undefined {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const summary = useQuery({
    queryKey: pointsKeys.summary,
    enabled: signedIn,
    queryFn: async ({ signal }) =>
      (await api.get<PointsSummary>(POINTS_SUMMARY_PATH, undefined, signal)).data,
    staleTime: 5_000,
    meta: { silent: true },
  });
  return signedIn ? summary.data?.available : undefined;
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

/**
 * "Use my points", with how many there are and what they take off the price (`upTo` when it
 * depends on what is chosen next). Not shown without points to spend.
 */
export function PointsChoice({
  available,
  price,
  checked,
  onChange,
  upTo = false,
}: {
  available: number | undefined;
  price: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  upTo?: boolean;
}) {
  if (!available || available <= 0) return null;
  const off = splitPrice(price, available, true).points;
  return (
    <Switch
      label="Use my points"
      description={`${formatPoints(available)} available — ${upTo ? 'up to ' : ''}${formatNaira(off)} off`}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
