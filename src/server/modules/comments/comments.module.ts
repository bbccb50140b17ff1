import { defineModule, type Deps } from '../../module.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import { createCommentsService, type CommentsService } from './comments.service.ts';
import { commentsRoutes } from './comments.routes.ts';

export const commentsModule = defineModule<{
  comments: CommentsService;
  idempotency: IdempotencyService;
}>()({
  name: 'comments',
  services: {
    comments: (d: Deps<{ interactions: InteractionsService }>) =>
      createCommentsService({ db: d.db, interactions: d.interactions }),
  },
  api: (api, { services }) =>
    api.register(commentsRoutes, {
      comments: services.comments,
      idempotency: services.idempotency,
    }),
});
