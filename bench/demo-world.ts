import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { createLocalStorage } from '../src/server/integrations/storage.ts';
import { openJobQueue } from '../src/server/jobs/jobs.ts';
import { seedBulkProducts } from '../src/server/seed/bulk.ts';
import { seedDemoData } from '../src/server/seed/demo.ts';
import { createServices } from '../src/server/services.ts';
import { benchDatabase } from './support.ts';

/**
 * A fresh database holding the demo marketplace (and `products` more made from it), with the
 * app's services built once, as main.ts does, for the seed and the app; `dispose` removes it.
 */
export async function demoWorld({ apiKey, products = 0 }: { apiKey: string; products?: number }) {
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-uploads-'));
  const database = await benchDatabase();
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      API_KEYS: apiKey,
      PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    }),
    uploadsDir: uploads,
  };
  const boss = await openJobQueue(database.db, { workers: false });
  const services = createServices({ config, db: database.db, boss });
  const { seeded } = await seedDemoData(database.db, services, createLocalStorage(uploads));
  if (!seeded) throw new Error('The database already had users: the bench needs an empty one');
  if (products > 0) {
    await seedBulkProducts(database.db, products, (line) => process.stderr.write(`${line}\n`));
  }
  return {
    db: database.db,
    url: database.url,
    config,
    boss,
    services,
    async dispose() {
      await boss.stop({ graceful: false });
      await database.dispose();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
