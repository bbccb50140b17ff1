import { themeTermPrice } from '#shared/themes.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { topUpWallet } from './plans.ts';

/**
 * Demo stores' themes: Tunde bought Indigo Adire for a year from his wallet for Adire Lounge,
 * vendor02's first shop shows the free Ivy, and every other store the default Oja Classic.
 */
export async function seedThemes(
  db: Db,
  services: Services,
  stores: {
    adireLounge: { ownerId: string; businessId: string };
    ivy: { ownerId: string; businessId: string };
  },
) {
  const { adireLounge, ivy } = stores;
  const price = themeTermPrice('adire', 12);
  await topUpWallet(
    db,
    services,
    adireLounge.ownerId,
    price,
    `demo-theme-top-up-${adireLounge.ownerId}`,
  );
  await services.themes.subscribe(adireLounge.ownerId, 'adire', {
    months: 12,
    amount: price,
    payWith: 'WALLET',
    autoRenew: true,
  });
  await services.themes.activate(adireLounge.ownerId, 'adire', adireLounge.businessId);
  await services.themes.activate(ivy.ownerId, 'ivy', ivy.businessId);
}
