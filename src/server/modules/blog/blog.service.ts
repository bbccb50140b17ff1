import type { Article, ArticleBody, ArticlePatch, ArticleSummary } from '#shared/schemas/blog.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { MediaCheck } from '../../media.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import * as repo from './blog.repo.ts';
import { readingMinutes, renderArticle, slugFrom } from './markdown.ts';

export type BlogService = ReturnType<typeof createBlogService>;

const slugTaken = () =>
  conflict('Another article has this address', {
    slug: 'Another article has this address: choose another',
  });

function summary({ row, author }: repo.ArticleWithAuthor): ArticleSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: row.cover,
    tags: row.tags,
    author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: row.readingMinutes,
  };
}

/** The pictures an article's HTML shows: each must be an upload of its author's. */
const picturesIn = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);

/**
 * Oja's blog: articles written by staff in Markdown, published or kept as drafts, shown with the
 * products and stores they link to as live cards (today's prices, only what is still open).
 */
export function createBlogService(deps: {
  db: Db;
  checkMedia: MediaCheck;
  productCards: (ids: string[]) => Promise<Product[]>;
  store: (id: string) => Promise<Business | null>;
}) {
  const { db } = deps;

  /** The HTML and reading time of a body, once its pictures are known to be the author's. */
  async function rendered(body: string, authorId: string) {
    const html = renderArticle(body);
    await deps.checkMedia(picturesIn(html), 'body', authorId);
    return { bodyMarkdown: body, bodyHtml: html, readingMinutes: readingMinutes(body) };
  }

  async function whole(found: repo.ArticleWithAuthor): Promise<Article> {
    const { row } = found;
    const [products, stores] = await Promise.all([
      deps.productCards(row.productIds),
      Promise.all(row.businessIds.map((id) => deps.store(id))),
    ]);
    return {
      ...summary(found),
      body: row.bodyMarkdown,
      html: row.bodyHtml,
      productIds: row.productIds,
      businessIds: row.businessIds,
      products,
      stores: stores
        .filter((b): b is Business => b !== null)
        .map((b) => ({
          _id: b._id,
          name: b.name,
          handle: b.handle,
          logo: b.logo,
          description: b.description,
          address: { city: b.address.city, state: b.address.state },
          isVerified: b.isVerified,
          followers: b.followers,
        })),
    };
  }

  async function byId(id: string) {
    const found = await repo.findArticle(db, { id });
    if (!found) throw notFound('Article');
    return found;
  }

  return {
    async list(q: { page: number; limit: number; tag?: string }, drafts = false) {
      const { rows, total } = await repo.listArticles(
        db,
        { tag: q.tag, drafts },
        offsetOf(q.page, q.limit),
      );
      return pageOf(rows.map(summary), total, q.page, q.limit);
    },

    /** A published article by its address; a draft is not found. */
    async read(slug: string): Promise<Article> {
      const found = await repo.findArticle(db, { slug });
      if (!found?.row.publishedAt) throw notFound('Article');
      return whole(found);
    },

    /** Any article, drafts included (Oja staff). */
    staffRead: async (id: string) => whole(await byId(id)),

    /**
     * `at`: when it is written (now; the demo's articles are dated back). `id`, when given, is
     * the new article's (the console names it in its audit record before writing).
     */
    async create(
      authorId: string,
      body: ArticleBody,
      at = new Date(),
      id?: string,
    ): Promise<Article> {
      await deps.checkMedia([body.cover], 'cover', authorId);
      const html = await rendered(body.body, authorId);
      // In a transaction of its own, refused inside it: the console's audit record commits with
      // the article, or neither is kept.
      const written = await db.transaction(async (tx) => {
        const made = await repo.insertArticle(tx, {
          ...(id ? { id } : {}),
          slug: body.slug ?? slugFrom(body.title),
          title: body.title,
          description: body.description,
          ...html,
          cover: body.cover,
          tags: body.tags,
          productIds: [...new Set(body.productIds)],
          businessIds: [...new Set(body.businessIds)],
          authorId,
          publishedAt: body.published ? at : null,
          createdAt: at,
          updatedAt: at,
        });
        if (!made) throw slugTaken();
        return made;
      });
      return whole(await byId(written));
    },

    async update(editorId: string, id: string, patch: ArticlePatch): Promise<Article> {
      const current = await byId(id);
      await deps.checkMedia([patch.cover], 'cover', editorId);
      const html = patch.body === undefined ? {} : await rendered(patch.body, editorId);
      await db.transaction(async (tx) => {
        const changed = await repo.updateArticle(tx, id, {
          slug: patch.slug,
          title: patch.title,
          description: patch.description,
          ...html,
          cover: patch.cover,
          tags: patch.tags,
          productIds: patch.productIds && [...new Set(patch.productIds)],
          businessIds: patch.businessIds && [...new Set(patch.businessIds)],
          // Publishing keeps the first date; taking it back makes it a draft again.
          publishedAt:
            patch.published === undefined
              ? undefined
              : patch.published
                ? (current.row.publishedAt ?? new Date())
                : null,
        });
        if (!changed) throw slugTaken();
      });
      return whole(await byId(id));
    },

    async remove(id: string) {
      if (!(await db.transaction((tx) => repo.deleteArticle(tx, id)))) throw notFound('Article');
    },

    /** What a body will look like, without saving it (the console's preview). */
    preview: (body: string) => ({
      html: renderArticle(body),
      readingMinutes: readingMinutes(body),
    }),

    latest: async (limit: number) => (await repo.latestArticles(db, limit)).map(summary),
  };
}
