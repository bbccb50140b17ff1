import { defineModule, type Deps } from '../../module.ts';
import { affiliatesRoutes } from './affiliates.routes.ts';
import { createAffiliatesService, type AffiliatesService } from './affiliates.service.ts';
import { createAttributionCookies } from './attribution-cookie.ts';
import { sellerAffiliatesRoutes } from './seller-affiliates.routes.ts';
import {
  buildSellerAffiliates,
  type SellerAffiliatesService,
} from './seller-affiliates.service.ts';

/**
 * Affiliates (decision 061): share links, the visits they bring, who an order line credits, and
 * each affiliate's figures. Products keeps who resells what; orders and escrow pay the commission.
 */
export const affiliatesModule = defineModule<{
  affiliates: AffiliatesService;
  sellerAffiliates: SellerAffiliatesService;
}>()({
  name: 'affiliates',
  services: {
    affiliates: (d: Deps) =>
      createAffiliatesService({
        db: d.db,
        cookies: createAttributionCookies({
          secret: d.config.jwtSecret,
          secure: d.config.appUrl.startsWith('https:'),
        }),
      }),
    // The seller's side: a business's affiliates, removing and restoring them.
    sellerAffiliates: buildSellerAffiliates,
  },
  api: async (api, { services, config }) => {
    await api.register(affiliatesRoutes, {
      affiliates: services.affiliates,
      clickLimit: config.rateLimits.productViews,
    });
    await api.register(sellerAffiliatesRoutes, { sellerAffiliates: services.sellerAffiliates });
  },
  // A share link opens its product with the link's code, which the product page reports as a
  // visit; a link whose product is gone opens the catalogue.
  root: async (app, { services }) => {
    app.get<{ Params: { code: string } }>('/r/:code', async (request, reply) => {
      const code = request.params.code;
      const productId = await services.affiliates.productOfCode(code);
      const to = productId
        ? `/product/${productId}?ref=${encodeURIComponent(code.toUpperCase())}`
        : '/explore';
      return reply
        .code(302)
        .header('location', to)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`Opening ${to}`);
    });
  },
});
