// Plain constants (no imports): the console's Prices screen reads them without the catalogue's code.

/** How Oja's own prices are grouped on the console's Prices screen (decision 079). */
export const PRICE_GROUPS = ['plans', 'themes', 'super_likes', 'badges'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

export const PRICE_GROUP_NAMES: Record<PriceGroup, string> = {
  plans: 'Plans, a month',
  themes: 'Store themes, a month',
  super_likes: 'Super-likes',
  badges: 'Verification badges',
};
