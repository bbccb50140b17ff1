import { defineModule, type Deps } from '../../module.ts';
import type { MediaCheck } from '../../media.ts';
import { pageMeta } from '../../page-meta.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { blogFeedRoute } from './blog-feed.ts';
import { countSitemapArticles, listSitemapArticles } from './blog.repo.ts';
import { blogRoutes } from './blog.routes.ts';
import { blogConsoleRoutes } from './blog-console.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';
import { createBlogService, type BlogService } from './blog.service.ts';

export const blogModule = defineModule<{ blog: BlogService; console: ConsoleService }>()({
  name: 'blog',
  services: {
    blog: (
      d: Deps<{ checkMedia: MediaCheck; products: ProductsService; businesses: BusinessesService }>,
    ) =>
      createBlogService({
        db: d.db,
        checkMedia: d.checkMedia,
        productCards: (ids) => d.products.cards(ids),
        // A store that closed or went is left out of the article's cards.
        store: (id) => d.businesses.get({ id }, null).catch(() => null),
      }),
  },
  api: async (api, { services }) => {
    await api.register(blogRoutes, { blog: services.blog });
    await api.register(blogConsoleRoutes, { blog: services.blog, console: services.console });
  },
  root: (app, { services, config }) =>
    app.register(blogFeedRoute, { blog: services.blog, appUrl: config.appUrl }),
  pages: [
    {
      // An article's link preview and search result: its title, summary, cover and Article data.
      path: /^\/blog\/([a-z0-9-]{3,80})$/,
      meta: async (match, { blog }) => {
        const a = await blog.read(match[1]!);
        return {
          ...pageMeta(a.title, a.description, a.cover, [...a.tags, 'Oja blog']),
          type: 'article',
          largeImage: a.cover !== null,
          structuredData: (appUrl) => ({
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: a.title,
            description: a.description,
            ...(a.cover
              ? { image: [a.cover.startsWith('http') ? a.cover : appUrl + a.cover] }
              : {}),
            datePublished: a.publishedAt,
            dateModified: a.updatedAt,
            author: { '@type': 'Person', name: a.author.name },
            publisher: { '@type': 'Organization', name: 'Oja', url: appUrl },
            mainEntityOfPage: `${appUrl}/blog/${a.slug}`,
            keywords: a.tags.join(', '),
          }),
        };
      },
    },
  ],
  sitemaps: [{ name: 'articles', count: countSitemapArticles, list: listSitemapArticles }],
});
