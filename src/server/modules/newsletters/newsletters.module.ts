import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { newslettersRoutes, oneClickUnsubscribeRoute } from './newsletters.routes.ts';
import { createNewslettersService, type NewslettersService } from './newsletters.service.ts';

export const newslettersModule = defineModule<{ newsletters: NewslettersService }>()({
  name: 'newsletters',
  services: {
    newsletters: (
      d: Deps<{
        businesses: BusinessesService;
        users: UsersService;
        products: ProductsService;
        plans: PlansService;
      }>,
    ) =>
      createNewslettersService({
        db: d.db,
        mailer: d.notices.mail,
        attempts: d.attempts,
        appUrl: d.config.appUrl,
        secret: d.config.jwtSecret,
        owned: async (userId, businessId) => {
          const b = await d.businesses.owned(userId, businessId);
          return { id: b.id, name: b.name, handle: b.handle };
        },
        openBusiness: async (businessId) => {
          const b = await d.businesses.get({ id: businessId }, null).catch(() => null);
          return b?.active ? { name: b.name, handle: b.handle } : null;
        },
        emailOf: (userId) => d.users.emailOf(userId),
        productCards: (ids) => d.products.cards(ids),
        limitsOf: (userId) => d.plans.limitsOf(userId),
        log: d.log,
      }),
  },
  api: (api, { services }) =>
    api.register(newslettersRoutes, { newsletters: services.newsletters }),
  root: (app, { services }) =>
    app.register(oneClickUnsubscribeRoute, { newsletters: services.newsletters }),
  jobs: [
    // A few newsletter e-mails a minute, each claimed before it leaves.
    {
      name: 'newsletter-deliveries',
      cron: '* * * * *',
      run: ({ newsletters }) => newsletters.deliverQueued(),
    },
  ],
});
