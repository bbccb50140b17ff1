import { formatNaira } from '#shared/format.ts';
import type { LoyaltyCard } from '#shared/schemas/loyalty.ts';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** What a card gives, in one sentence a shopper reads at a glance. */
export function loyaltyTerms(card: Pick<LoyaltyCard, 'everyOrders' | 'reward' | 'minOrder'>) {
  const min = card.minOrder > 0 ? ` of ${formatNaira(card.minOrder)} or more` : '';
  return `Every ${ordinal(card.everyOrders)} order you receive earns ${formatNaira(card.reward)} off your next order${min}.`;
}
