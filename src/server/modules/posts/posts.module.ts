import { thumbnailUrl } from '#shared/media.ts';
import { truncate } from '#shared/format.ts';
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
      // A post's link preview (what "Share on WhatsApp" sends): its words and its picture (the
      // 400 px copy: previews are small), else its video's cover, else its author's photo. Only
      // what a visitor may see: a hidden or subscriber-only post gives the default preview. Its
      // title is the one the page itself sets once it has run.
      path: /^\/post\/([0-9a-f-]{36})$/,
      meta: async (match, { posts }) => {
        const p = await posts.get(match[1]!, null);
        const picture = p.photos[0] ?? p.video?.poster ?? null;
        return {
          ...pageMeta(
            `Post by ${p.author.name}`,
            p.text ? truncate(p.text, 200) : `See what ${p.author.name} shared on Oja`,
            picture ? thumbnailUrl(picture) : p.author.avatar,
            [p.author.name, p.author.handle],
          ),
          title: postTitle(p.author),
        };
      },
    },
  ],
});
