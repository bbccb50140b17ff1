import { defineModule } from '../../module.ts';
import { commentsRoutes } from './comments.routes.ts';

export const commentsModule = defineModule({
  name: 'comments',
  api: (api, { services }) => api.register(commentsRoutes, { comments: services.comments }),
});
