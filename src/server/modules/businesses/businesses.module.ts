import { defineModule } from '../../module.ts';
import { pageMeta } from '../../page-meta.ts';
import { businessesRoutes } from './businesses.routes.ts';

export const businessesModule = defineModule({
  name: 'businesses',
  api: (api, { services }) => api.register(businessesRoutes, { businesses: services.businesses }),
  pages: [
    {
      // A storefront's link preview: the business's name, description and logo.
      path: /^\/store\/([a-z0-9-]{3,40})$/i,
      meta: async (match, { businesses }) => {
        const b = await businesses.get({ handle: match[1]!.toLowerCase() }, null);
        return pageMeta(b.name, b.description || `Shop ${b.name} on Oja`, b.logo, [
          b.name,
          b.address.state ?? '',
        ]);
      },
    },
  ],
});
