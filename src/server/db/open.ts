import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

/**
 * The app's database, migrated: DATABASE_URL when set, otherwise the embedded PostgreSQL under
 * DATA_DIR (started here, stopped by `close`).
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<Database & { close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const database = connectDatabase(config.databaseUrl);
    await runMigrations(database.db);
    return database;
  }
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log);
  try {
    await ensureDatabase(embedded.url('postgres'), 'oja');
    const database = connectDatabase(embedded.url('oja'));
    await runMigrations(database.db);
    return {
      ...database,
      close: async () => {
        await database.close().catch(() => {});
        await embedded.stop();
      },
    };
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}
