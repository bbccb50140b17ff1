import { defineModule, type Deps } from '../../module.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';

export const reviewsModule = defineModule<{ reviews: ReviewsService }>()({
  name: 'reviews',
  services: {
    reviews: (d: Deps) => createReviewsService({ db: d.db }),
  },
  api: (api, { services }) => api.register(reviewsRoutes, { reviews: services.reviews }),
});
