import type { ListingDecision } from '../businesses/businesses.public.ts';
import type { Notice } from './notifications.service.ts';

/** Oja's answer to a store's marketplace listing request, as its owner reads it. */
export function listingNotice(e: ListingDecision): Notice {
  const words =
    e.status === 'APPROVED'
      ? {
          title: `${e.businessName} is listed on the marketplace`,
          body: 'Oja approved your listing request: your store is now featured among the popular stores shoppers see first.',
        }
      : {
          title: `${e.businessName} was not listed on the marketplace`,
          body: `Oja declined your listing request: ${e.reason ?? 'it did not meet our checks'}. You can ask again once that is put right.`,
        };
  return {
    userId: e.ownerId,
    entityType: 'business',
    entityId: e.businessId,
    type: `listing_${e.status.toLowerCase()}`,
    ...words,
    link: `/vendor/${e.businessId}/profile`,
  };
}
