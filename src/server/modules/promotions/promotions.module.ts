import { defineModule, type Deps } from '../../module.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService, type PromotionsService } from './promotions.service.ts';

/** Vendors' sales: a percentage off or new prices for a time, flash sales (decision 058). */
export const promotionsModule = defineModule<{ promotions: PromotionsService }>()({
  name: 'promotions',
  services: {
    promotions: (d: Deps) => createPromotionsService({ db: d.db }),
  },
  api: (api, { services }) => api.register(promotionsRoutes, { promotions: services.promotions }),
});
