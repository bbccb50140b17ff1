import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { businesses } from './businesses.schema.ts';

export type BusinessFilter = { search?: SearchQuery; state?: string; categoryIds?: string[] };

function filterConditions(f: BusinessFilter): SQL[] {
  const where: SQL[] = [eq(businesses.isActive, true)];
  if (f.state) where.push(sql`lower(${businesses.state}) = lower(${f.state})`);
  if (f.categoryIds?.length) where.push(inArray(businesses.categoryId, f.categoryIds));
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

export function popularBusinessRows(db: Executor, limit: number) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(desc(businesses.followerCount), desc(businesses.likeCount), desc(businesses.id))
    .limit(limit);
}
