import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { searchSynonyms } from './search-synonyms.schema.ts';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

/** Every group added in the console, oldest first (the order search applies them). */
export function listGroups(db: Executor): Promise<SynonymRow[]> {
  return db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
}

export async function countGroups(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(searchSynonyms);
  return row?.n ?? 0;
}

/** The new group; null when the same phrases are a group already. */
export async function insertGroup(
  db: Executor,
  values: { phrases: string[]; createdBy: string },
): Promise<SynonymRow | null> {
  const [row] = await db
    .insert(searchSynonyms)
    .values(values)
    .onConflictDoNothing({ target: searchSynonyms.phrases })
    .returning();
  return row ?? null;
}

/** The removed group; null when there was none with this id. */
export async function deleteGroup(db: Executor, id: string): Promise<SynonymRow | null> {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  return row ?? null;
}
