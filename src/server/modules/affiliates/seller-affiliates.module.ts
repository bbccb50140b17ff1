import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { sellerAffiliatesRoutes } from './seller-affiliates.routes.ts';
import {
  createSellerAffiliatesService,
  type SellerAffiliatesService,
} from './seller-affiliates.service.ts';

/** The seller's side of affiliates (docs/seller-affiliates.md). */
export const sellerAffiliatesModule = defineModule<{
  sellerAffiliates: SellerAffiliatesService;
}>()({
  name: 'seller-affiliates',
  services: {
    sellerAffiliates: (
      d: Deps<{ businesses: BusinessesService; products: ProductsService; users: UsersService }>,
    ) =>
      createSellerAffiliatesService({
        db: d.db,
        businesses: d.businesses,
        products: d.products,
        profilesOf: (ids) => d.users.publicProfiles(ids),
      }),
  },
  api: (api, { services }) =>
    api.register(sellerAffiliatesRoutes, { sellerAffiliates: services.sellerAffiliates }),
});
