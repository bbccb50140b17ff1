import { defineModule } from '../../module.ts';
import { reviewsRoutes } from './reviews.routes.ts';

export const reviewsModule = defineModule({
  name: 'reviews',
  api: (api, { services }) => api.register(reviewsRoutes, { reviews: services.reviews }),
});
