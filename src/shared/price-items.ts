/**
 * What Oja itself sells at a price it sets (decision 079): the paid plans and themes (a month),
 * the super-like tiers and the verification badges. Each has a price in force from a moment on;
 * the server reads it wherever it shows or charges one.
 */
import { LIKE_TIER_LOOKS, PLAN_CODES, SUPER_LIKE_TIERS } from './constants.ts';
import { BADGE_KIND_LABELS } from './limits.ts';
import type { PriceGroup } from './price-groups.ts';
import { PLANS } from './plans.ts';
import { BADGE_KINDS } from './schemas/badges.ts';
import { THEME_IDS, THEMES } from './themes.ts';

const paidPlans = PLAN_CODES.filter((code) => PLANS[code].monthlyPrice > 0);
const paidThemes = THEME_IDS.filter((id) => THEMES[id].monthlyPrice > 0);

/** Every plan and theme has a price (Free and the free themes cost ₦0); staff set the paid ones. */
export type PriceItem =
  | `plan:${(typeof PLAN_CODES)[number]}`
  | `theme:${(typeof THEME_IDS)[number]}`
  | `super_like:${(typeof SUPER_LIKE_TIERS)[number]}`
  | `badge:${(typeof BADGE_KINDS)[number]}`;

/** The items whose price staff may set: the paid ones. */
export const PRICE_ITEMS: [PriceItem, ...PriceItem[]] = [
  ...paidPlans.map((code) => `plan:${code}` as const),
  ...paidThemes.map((id) => `theme:${id}` as const),
  ...SUPER_LIKE_TIERS.map((tier) => `super_like:${tier}` as const),
  ...BADGE_KINDS.map((kind) => `badge:${kind}` as const),
] as [PriceItem, ...PriceItem[]];

/** The group and the name staff and buyers know an item by. */
export function priceItemInfo(item: PriceItem): { group: PriceGroup; name: string } {
  const [kind, code] = item.split(':') as [string, string];
  if (kind === 'plan') return { group: 'plans', name: `${PLANS[code as 'PRO'].name} plan` };
  if (kind === 'theme') return { group: 'themes', name: `${THEMES[code as 'adire'].name} theme` };
  if (kind === 'super_like')
    return {
      group: 'super_likes',
      name: `${LIKE_TIER_LOOKS[code as 'MID'].name} super-like`,
    };
  return { group: 'badges', name: `${BADGE_KIND_LABELS[code as 'PERSONAL']} badge` };
}

/** Every item, free ones included: each has a configured price. */
export const ALL_PRICE_ITEMS: PriceItem[] = [
  ...PLAN_CODES.map((code) => `plan:${code}` as const),
  ...THEME_IDS.map((id) => `theme:${id}` as const),
  ...SUPER_LIKE_TIERS.map((tier) => `super_like:${tier}` as const),
  ...BADGE_KINDS.map((kind) => `badge:${kind}` as const),
];
