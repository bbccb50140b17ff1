import { defineModule, type Deps } from '../../module.ts';
import type { MediaCheck } from '../../media.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';

export const reviewsModule = defineModule<{ reviews: ReviewsService }>()({
  name: 'reviews',
  services: {
    reviews: (d: Deps<{ checkMedia: MediaCheck }>) =>
      createReviewsService({ db: d.db, events: d.events, checkMedia: d.checkMedia }),
  },
  api: (api, { services }) => api.register(reviewsRoutes, { reviews: services.reviews }),
});
