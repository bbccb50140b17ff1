import { postTitle } from '#shared/page-titles.ts';
import { defineModule } from '../../module.ts';
import { pageMeta } from '../../page-meta.ts';
import { postPaymentsRoutes } from './post-payments.routes.ts';
import { postsRoutes } from './posts.routes.ts';

export const postsModule = defineModule({
  name: 'posts',
  api: async (api, { services, ownOrigin }) => {
    await api.register(postsRoutes, { posts: services.posts, postFeeds: services.postFeeds });
    await api.register(postPaymentsRoutes, { postPayments: services.postPayments, ownOrigin });
  },
  pages: [
    {
      // A post's page: named after its author, as the page itself names it once it has run.
      path: /^\/post\/([0-9a-f-]{36})$/,
      meta: async (match, { posts }) => {
        const p = await posts.get(match[1]!, null);
        return {
          ...pageMeta(
            p.author.name,
            p.text || `See what ${p.author.name} shares on Oja`,
            p.photos[0] ?? p.video?.poster ?? p.author.avatar,
            [p.author.name, p.author.handle],
          ),
          title: postTitle(p.author),
        };
      },
    },
  ],
});
