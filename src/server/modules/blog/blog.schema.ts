import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Articles of Oja's blog, written by Oja staff in Markdown. The sanitised HTML is made once when
 * the article is saved, so a read never parses Markdown. A draft has no `publishedAt`.
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    cover: text('cover'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Products and stores shown with it as live cards (only those open when it is read). */
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    businessIds: uuid('business_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The staff member who wrote it; kept as null if their account goes. */
    authorId: uuid('author_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    // The blog lists published articles newest first.
    index('articles_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} IS NOT NULL`),
    check('articles_reading_minutes', sql`${t.readingMinutes} >= 1`),
  ],
);
