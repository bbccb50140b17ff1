import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import { createReferenceService, type ReferenceService } from './reference.service.ts';
import { referenceRoutes } from './reference.routes.ts';

export const referenceModule = defineModule<{ reference: ReferenceService }>()({
  name: 'reference',
  services: {
    reference: (d: Deps<{ businesses: BusinessesService }>) =>
      createReferenceService({
        db: d.db,
        // Businesses are built after reference (they use it): asked when called.
        ownsBusiness: async (userId, businessId) =>
          (await d.businesses.findOwned(userId, businessId)) !== null,
      }),
  },
  api: (api, { services }) => api.register(referenceRoutes, { reference: services.reference }),
});
