import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

/** The committed SQL migrations and Drizzle's journal of them. */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Applies the committed SQL migrations in order; already applied ones are skipped. */
export async function runMigrations(db: Db, folder = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
