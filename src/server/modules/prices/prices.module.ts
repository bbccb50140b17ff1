import { PLANS } from '#shared/plans.ts';
import { ALL_PRICE_ITEMS, type PriceItem } from '#shared/price-items.ts';
import { THEMES } from '#shared/themes.ts';
import type { Config } from '../../config.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { ConsoleService } from '../console/console.service.ts';
import { pricesConsoleRoutes } from './prices-console.routes.ts';
import { createPriceList, type PriceList } from './prices.service.ts';

/**
 * What each item costs before any price was set: the plan and theme tables (₦0 for the free ones)
 * and the settings.
 */
function configuredPrices(config: Config): Record<PriceItem, bigint> {
  const of = (item: PriceItem): bigint => {
    const [kind, code] = item.split(':') as [string, string];
    if (kind === 'plan') return BigInt(PLANS[code as 'PRO'].monthlyPrice) * 100n;
    if (kind === 'theme') return BigInt(THEMES[code as 'adire'].monthlyPrice) * 100n;
    if (kind === 'super_like') return config.social.superLikeFeesKobo[code as 'MID'];
    return config.badges.feesKobo[code as 'PERSONAL'];
  };
  return Object.fromEntries(ALL_PRICE_ITEMS.map((item) => [item, of(item)])) as Record<
    PriceItem,
    bigint
  >;
}

export const pricesModule = defineModule<{ prices: PriceList; console: ConsoleService }>()({
  name: 'prices',
  services: {
    prices: (d: Deps) => createPriceList({ db: d.db, defaults: configuredPrices(d.config) }),
  },
  api: (api, { services }) =>
    api.register(pricesConsoleRoutes, { prices: services.prices, console: services.console }),
});
