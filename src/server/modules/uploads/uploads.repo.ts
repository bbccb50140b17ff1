import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from './uploads.schema.ts';

export async function recordUpload(db: Executor, ownerId: string, url: string): Promise<void> {
  await db.insert(uploads).values({ url, ownerId }).onConflictDoNothing();
}

/** Which of these URLs the user uploaded. */
export async function ownedUploads(db: Executor, ownerId: string, urls: string[]) {
  if (urls.length === 0) return new Set<string>();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, urls)));
  return new Set(rows.map((r) => r.url));
}
