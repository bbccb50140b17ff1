import { defineModule } from '../../module.ts';
import { postPaymentsRoutes } from './post-payments.routes.ts';
import { postsRoutes } from './posts.routes.ts';

export const postsModule = defineModule({
  name: 'posts',
  api: async (api, { services, ownOrigin }) => {
    await api.register(postsRoutes, { posts: services.posts, postFeeds: services.postFeeds });
    await api.register(postPaymentsRoutes, { postPayments: services.postPayments, ownOrigin });
  },
});
