import type { Storage } from '../integrations/storage.ts';
import type { Services } from '../services.ts';
import { GROWING_ARTICLES } from './articles-growing.ts';
import { SELLING_ARTICLES } from './articles-selling.ts';
import { pictureKey, storePictures, type Picture } from './artwork.ts';
import { SHOPS } from './catalogue-data.ts';
import type { SeededShop } from './catalogue.ts';

/** A demo article: its Markdown, cover artwork, the shop and products it links to, its age. */
export type DemoArticle = {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  cover: { emojis: string[]; colours: readonly [string, string] };
  /** The demo shop it talks about (its handle), shown as a card with its `products`. */
  shop: string;
  products: string[];
  /** Published this many days before the demo was made. */
  days: number;
  body: string;
};

export const DEMO_ARTICLES = [...SELLING_ARTICLES, ...GROWING_ARTICLES];

const coverOf = (a: DemoArticle): Picture => ({ kind: 'article', ...a.cover, name: a.slug });

/**
 * The blog's first articles, written by Oja's staff (the support operator) through the blog's
 * service, as the console will, dated back so the blog reads like one kept for a while.
 */
export async function seedArticles(
  services: Services,
  storage: Storage,
  shops: SeededShop[],
  authorId: string,
  now: Date,
) {
  const urls = await storePictures(storage, DEMO_ARTICLES.map(coverOf));
  for (const a of DEMO_ARTICLES) {
    const cover = urls.get(pictureKey(coverOf(a)))!;
    await services.uploads.record(authorId, cover);
    const shop = shops[SHOPS.findIndex((s) => s.handle === a.shop)];
    const productIds = (shop?.products ?? [])
      .filter((p) => a.products.includes(p.name))
      .map((p) => p.id);
    await services.blog.create(
      authorId,
      {
        title: a.title,
        slug: a.slug,
        description: a.description,
        body: a.body,
        cover,
        tags: a.tags,
        productIds: [...new Set(productIds)],
        businessIds: shop ? [shop.businessId] : [],
        published: true,
      },
      new Date(now.getTime() - a.days * 86_400_000),
    );
  }
}
