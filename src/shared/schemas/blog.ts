import { z } from 'zod';
import { formatNumber } from '../format.ts';
import { idSchema, pageQuery, paged, patchOf } from './envelope.ts';
import { productCardSchema } from './products.ts';

/** How much an article may hold: a long guide is about 3,000 words, well under the body's limit. */
export const ARTICLE_LIMITS = {
  title: 120,
  description: 300,
  body: 40_000,
  tags: 6,
  tag: 30,
  related: 6,
} as const;

/** A slug: lower-case words of letters and digits joined by single hyphens (`price-your-ankara`). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleSlugSchema = z
  .string({ message: 'Give the article an address' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters for the address')
  .max(80, 'Keep the address under 80 characters')
  .regex(ARTICLE_SLUG, 'Use lower-case letters, digits and single hyphens, like price-your-ankara');

const text = (what: string, max: number, min = 1) =>
  z
    .string({ message: `Write the ${what}` })
    .trim()
    .min(min, `Write the ${what}`)
    .max(max, `Keep the ${what} under ${formatNumber(max)} characters`);

const tagSchema = z
  .string({ message: 'Each tag must be text' })
  .trim()
  .min(2, 'Each tag needs 2 characters or more')
  .max(ARTICLE_LIMITS.tag, `Keep each tag under ${ARTICLE_LIMITS.tag} characters`);

const related = (what: string) =>
  z
    .array(idSchema, { message: `List the ${what} as ids` })
    .max(ARTICLE_LIMITS.related, `Link at most ${ARTICLE_LIMITS.related} ${what}`)
    .default([]);

/** A new article (Oja staff only), written in Markdown; saved as a draft unless `published`. */
export const articleBodySchema = z.object({
  title: text('title', ARTICLE_LIMITS.title, 5),
  /** The address after /blog/; made from the title when left out. */
  slug: articleSlugSchema.optional(),
  description: text('summary', ARTICLE_LIMITS.description, 20),
  body: text('article', ARTICLE_LIMITS.body, 50),
  /** A picture uploaded by the author (its /uploads address), or null for the default. */
  cover: z.string().trim().max(500).nullable().default(null),
  tags: z
    .array(tagSchema)
    .max(ARTICLE_LIMITS.tags, `Use at most ${ARTICLE_LIMITS.tags} tags`)
    .default([]),
  productIds: related('products'),
  businessIds: related('stores'),
  published: z.boolean({ message: 'Choose published (true) or draft (false)' }).default(false),
});
export type ArticleBody = z.infer<typeof articleBodySchema>;

export const articlePatchSchema = patchOf(articleBodySchema);
export type ArticlePatch = z.infer<typeof articlePatchSchema>;

export const articleSlugParamsSchema = z.object({ slug: articleSlugSchema });
export const articleIdParamsSchema = z.object({ id: idSchema });

export const articleListQuerySchema = pageQuery(12).extend({
  tag: tagSchema.optional(),
});

/** An article as a list shows it. */
export const articleSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  /** Null while it is a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A store an article links to, as its card shows it. */
export const articleStoreSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  address: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
  isVerified: z.boolean(),
  followers: z.number().int(),
});

/** A whole article: its Markdown, the sanitised HTML made from it, and its live cards. */
export const articleSchema = articleSummarySchema.extend({
  body: z.string(),
  html: z.string(),
  productIds: z.array(z.string()),
  businessIds: z.array(z.string()),
  /** The linked products and stores a shopper may open now, with today's prices. */
  products: z.array(productCardSchema),
  stores: z.array(articleStoreSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articlePageSchema = paged(articleSummarySchema);
