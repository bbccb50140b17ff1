import type { Services } from '../services.ts';
import type { SeededShop } from './catalogue.ts';

/**
 * Marketplace listing requests as the demo's vendors made them: two stores Oja listed (featured
 * first among popular stores), one it declined with its reason, and two waiting in the console's
 * Reviews for support to decide.
 */
export async function seedListings(services: Services, shops: SeededShop[], operatorId: string) {
  const ask = (shop: SeededShop) =>
    services.businesses.requestMarketplace(shop.ownerId, shop.businessId);
  const requestOf = async (shop: SeededShop) => {
    const waiting = await services.listingRequests.queue({ status: 'PENDING', page: 1, limit: 50 });
    return waiting.results.find((r) => r.business._id === shop.businessId)!._id;
  };
  for (const shop of [shops[0]!, shops[2]!]) {
    await ask(shop);
    await services.listingRequests.decide(operatorId, await requestOf(shop), {
      approve: true,
      reason: null,
    });
  }
  const declined = shops[9]!;
  await ask(declined);
  await services.listingRequests.decide(operatorId, await requestOf(declined), {
    approve: false,
    reason: 'Add a cover picture and photos to every product first',
  });
  for (const shop of [shops[4]!, shops[7]!]) await ask(shop);
  // Oja's answers came long ago: the vendors' bells start quiet, as the rest of the demo's do.
  for (const shop of [shops[0]!, shops[2]!, declined]) {
    await services.notifications.markAllRead(shop.ownerId);
  }
}
