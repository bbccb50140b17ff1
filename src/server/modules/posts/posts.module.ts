import { thumbnailUrl } from '#shared/media.ts';
import { countSitemapPosts, listSitemapPosts } from './posts.repo.ts';
import { truncate } from '#shared/format.ts';
import { postTitle } from '#shared/page-titles.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { MediaCheck } from '../../media.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { createPostFeedsService, type PostFeedsService } from './post-feeds.service.ts';
import { createPostPaymentsService, type PostPaymentsService } from './post-payments.service.ts';
import { createPostsService, type PostsService } from './posts.service.ts';
import { pageMeta } from '../../page-meta.ts';
import type { PriceList } from '../prices/prices.service.ts';
import { postPaymentsRoutes } from './post-payments.routes.ts';
import { postsRoutes } from './posts.routes.ts';

export const postsModule = defineModule<{
  posts: PostsService;
  postFeeds: PostFeedsService;
  postPayments: PostPaymentsService;
}>()({
  name: 'posts',
  services: {
    posts: (
      d: Deps<{
        checkMedia: MediaCheck;
        interactions: InteractionsService;
        products: ProductsService;
        postFeeds: PostFeedsService;
      }>,
    ) =>
      createPostsService({
        db: d.db,
        checkMedia: d.checkMedia,
        interactions: d.interactions,
        productCards: (ids) => d.products.cards(ids),
        // A new, changed or removed post drops the kept feed pages (built after posts).
        changed: () => d.postFeeds.forgetVisitorPages(),
      }),
    postFeeds: (d: Deps<{ posts: PostsService }>) =>
      createPostFeedsService({ db: d.reads, views: d.posts.views }),
    postPayments: (
      d: Deps<{
        purchases: PurchasesService;
        posts: PostsService;
        prices: PriceList;
        interactions: InteractionsService;
      }>,
    ) =>
      createPostPaymentsService({
        db: d.db,
        purchases: d.purchases,
        posts: d.posts,
        prices: d.prices,
        platformSharePercent: d.config.social.platformSharePercent,
        interactions: d.interactions,
      }),
  },
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
          type: 'article',
          largeImage: picture !== null,
        };
      },
    },
  ],
  sitemaps: [{ name: 'posts', count: countSitemapPosts, list: listSitemapPosts }],
});
