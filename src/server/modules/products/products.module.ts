import { defineModule } from '../../module.ts';
import { pageMeta } from '../../page-meta.ts';
import { productsRoutes } from './products.routes.ts';

export const productsModule = defineModule({
  name: 'products',
  api: (api, { services }) => api.register(productsRoutes, { products: services.products }),
  pages: [
    {
      // A product's link preview: its name, description and photo.
      path: /^\/product\/([0-9a-f-]{36})$/,
      meta: async (match, { products }) => {
        const p = await products.get(match[1]!, null);
        return pageMeta(p.name, p.description, p.photo, [p.name, p.business.name]);
      },
    },
  ],
});
