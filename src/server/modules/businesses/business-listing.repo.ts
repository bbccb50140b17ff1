import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { businessFollowers, businesses } from './businesses.schema.ts';

export type BusinessFilter = {
  search?: SearchQuery;
  state?: string;
  categoryIds?: string[];
  /** Businesses this user follows. */
  followedBy?: string;
  /** Businesses this user owns. */
  ownerId?: string;
};

function filterConditions(f: BusinessFilter): SQL[] {
  const where: SQL[] = [eq(businesses.isActive, true)];
  if (f.state) where.push(sql`lower(${businesses.state}) = lower(${f.state})`);
  if (f.categoryIds?.length) where.push(inArray(businesses.categoryId, f.categoryIds));
  if (f.ownerId) where.push(eq(businesses.ownerId, f.ownerId));
  if (f.followedBy) {
    where.push(sql`EXISTS (SELECT 1 FROM ${businessFollowers} f
      WHERE f.business_id = ${businesses.id} AND f.user_id = ${f.followedBy})`);
  }
  if (f.search) {
    where.push(
      sql`to_tsvector('simple', ${businesses.searchText}) @@ to_tsquery('simple', ${f.search.query})`,
    );
  }
  return where;
}

/** A page of active businesses, best match first when searching, most followed first otherwise. */
export async function listBusinessRows(
  db: Executor,
  f: BusinessFilter,
  page: { limit: number; offset: number },
) {
  const where = and(...filterConditions(f));
  const order = f.search
    ? [
        desc(sql`ts_rank(to_tsvector('simple', ${businesses.searchText}), to_tsquery('simple', ${f.search.query}))
          + ts_rank(to_tsvector('simple', ${businesses.searchText}), to_tsquery('simple', ${f.search.exact}))`),
        desc(businesses.id),
      ]
    : [desc(businesses.followerCount), desc(businesses.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every distinct word of the businesses' searchable text (the typo-tolerance vocabulary). */
export async function searchVocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM businesses')
        WHERE length(word) >= 4`,
  );
  return rows.map((r) => r.word);
}

/** The popular stores: listed ones first, then the most followed. */
export function popularBusinessRows(db: Executor, limit: number) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(
      // Stores Oja approved for the marketplace listing are featured first.
      desc(businesses.isListed),
      desc(businesses.followerCount),
      desc(businesses.likeCount),
      desc(businesses.id),
    )
    .limit(limit);
}
