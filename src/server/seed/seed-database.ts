import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { storageFor } from '../integrations/storage.ts';
import { openJobQueue } from '../jobs/jobs.ts';
import { createServices, type Services } from '../services.ts';
import { seedBulkProducts } from './bulk.ts';
import { seedDemoData } from './demo.ts';

/**
 * The configured database, ready for the seed: migrated, with the job queue's tables and the
 * event queues. Seeding publishes domain events as the app does, and a fresh database has no
 * queue until it is opened once.
 */
export async function openForSeeding(
  config: Config,
  say: (line: string) => void,
): Promise<{ db: Db; services: Services; close: () => Promise<void> }> {
  const database = await openDatabase(config, say);
  try {
    const boss = await openJobQueue(database.db, { workers: false });
    return {
      db: database.db,
      services: createServices({ config, db: database.db, boss }),
      close: async () => {
        await boss.stop({ graceful: false, wait: true }).catch(() => {});
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * What `npm run db:seed` does: the demo marketplace when the database has no users yet, then
 * `products` generated products.
 */
export async function seedDatabase(
  config: Config,
  opts: { products: number },
  say: (line: string) => void,
): Promise<void> {
  const target = await openForSeeding(config, say);
  try {
    const { seeded } = await seedDemoData(target.db, target.services, await storageFor(config));
    say(seeded ? 'Demo marketplace created.' : 'Demo data already present.');
    if (opts.products > 0) {
      say(`Adding ${opts.products} products…`);
      await seedBulkProducts(target.db, opts.products, say);
    }
  } finally {
    await target.close();
  }
}
