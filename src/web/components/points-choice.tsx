import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNaira, formatPoints } from '#shared/format.ts';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { api } from '#web/lib/api-client.ts';
import { LightSwitch } from './light-switch.tsx';
import { PayWithChoice, type PayWith } from './pay-with-choice.tsx';
import { splitPrice } from '#web/lib/points.ts';
import { pointsKeys } from '#web/lib/query-keys.ts';
import { useClientStore } from '#web/lib/store.ts';

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
  most,
  rule,
}: {
  available: number | undefined;
  price: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  upTo?: boolean;
  /** The most points this may take, when less than the price. */
  most?: number;
  /** Why there is a most, said when it is what limits them ("points pay up to 20% of an order"). */
  rule?: string;
}) {
  if (!available || available <= 0 || most === 0) return null;
  const usable = Math.min(available, most ?? available);
  const off = splitPrice(price, usable, true).points;
  const limited = rule && most !== undefined && most < available && most < price;
  return (
    <LightSwitch
      label="Use my points"
      description={`${formatPoints(available)} available — ${upTo ? 'up to ' : ''}${formatNaira(off)} off${limited ? ` (${rule})` : ''}`}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/**
 * "Use my points" next to the way of paying: the card or the wallet pays the rest, and is not
 * asked when the points pay it all.
 */
export function PointsAndPayWith({
  points,
  price,
  balance,
  value,
  onChange,
  costs,
}: {
  points: PointsFor;
  price: number;
  balance: number | undefined;
  value: PayWith;
  onChange: (value: PayWith) => void;
  /** What the price is, in "Your wallet has ₦650; this costs ₦5,000". */
  costs?: string;
}) {
  const some = points.points > 0;
  return (
    <>
      <PointsChoice
        available={points.available}
        price={price}
        checked={points.use}
        onChange={points.setUse}
      />
      {points.rest > 0 && (
        <PayWithChoice
          balance={balance}
          price={points.rest}
          value={value}
          onChange={onChange}
          legend={some ? 'Pay the rest with' : undefined}
          costs={some ? 'the rest is' : costs}
        />
      )}
    </>
  );
}
