import { formatNaira, formatPoints } from '#shared/format.ts';
import { LightSwitch } from './light-switch.tsx';
import { PayWithChoice, type PayWith } from './pay-with-choice.tsx';
import { splitPrice } from '#web/lib/points.ts';
import type { PointsFor } from '#web/lib/points-to-spend.ts';

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
