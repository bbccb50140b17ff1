import { and, arrayContains, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ArticleSummary } from '#shared/schemas/blog.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { articles } from './blog.schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type ArticleWithAuthor = { row: ArticleRow; author: ArticleSummary['author'] };

const published = isNotNull(articles.publishedAt);

const withAuthor = {
  row: articles,
  authorFirst: usersReadOnly.firstName,
  authorLast: usersReadOnly.lastName,
  avatar: usersReadOnly.avatarUrl,
};

function toArticle(r: {
  row: ArticleRow;
  authorFirst: string | null;
  authorLast: string | null;
  avatar: string | null;
}): ArticleWithAuthor {
  const name = `${r.authorFirst ?? ''} ${r.authorLast ?? ''}`.trim();
  return { row: r.row, author: { name: name || 'Oja team', avatar: r.avatar } };
}

/** A page of articles, newest first: the published ones, or every one (drafts first) for staff. */
export async function listArticles(
  db: Executor,
  filter: { tag?: string; drafts: boolean },
  page: { limit: number; offset: number },
) {
  const where: SQL[] = filter.drafts ? [] : [published];
  if (filter.tag) where.push(arrayContains(articles.tags, [filter.tag]));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(articles)
      .leftJoin(usersReadOnly, eq(usersReadOnly.id, articles.authorId))
      .where(condition)
      .orderBy(sql`${articles.publishedAt} DESC NULLS FIRST`, desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(articles).where(condition),
  ]);
  return { rows: rows.map(toArticle), total: total?.n ?? 0 };
}

export async function findArticle(
  db: Executor,
  where: { slug: string } | { id: string },
): Promise<ArticleWithAuthor | null> {
  const [row] = await db
    .select(withAuthor)
    .from(articles)
    .leftJoin(usersReadOnly, eq(usersReadOnly.id, articles.authorId))
    .where('slug' in where ? eq(articles.slug, where.slug) : eq(articles.id, where.id));
  return row ? toArticle(row) : null;
}

/** Inserts an article; null when its slug is taken. */
export async function insertArticle(db: Executor, values: NewArticle): Promise<string | null> {
  try {
    const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
    return row!.id;
  } catch (err) {
    if (uniqueViolation(err) === 'articles_slug_key') return null;
    throw err;
  }
}

/** Updates an article; false when the new slug is taken by another. */
export async function updateArticle(
  db: Executor,
  id: string,
  values: Partial<NewArticle>,
): Promise<boolean> {
  try {
    await db.update(articles).set(values).where(eq(articles.id, id));
    return true;
  } catch (err) {
    if (uniqueViolation(err) === 'articles_slug_key') return false;
    throw err;
  }
}

export async function deleteArticle(db: Executor, id: string): Promise<boolean> {
  const gone = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return gone.length > 0;
}

/** The newest published articles, for the feed. */
export async function latestArticles(db: Executor, limit: number) {
  const { rows } = await listArticles(db, { drafts: false }, { limit, offset: 0 });
  return rows;
}

export async function countSitemapArticles(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(published);
  return row?.n ?? 0;
}

/** A slice of the published articles' pages, oldest first (a stable order), with their last edit. */
export async function listSitemapArticles(db: Executor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ slug: articles.slug, lastmod: articles.updatedAt })
    .from(articles)
    .where(published)
    .orderBy(articles.id)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ path: `/blog/${r.slug}`, lastmod: r.lastmod }));
}
