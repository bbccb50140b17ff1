/**
 * `npm run db:seed [-- --products N]`: migrates and fills the database of the current
 * configuration (DATABASE_URL or the embedded one) with the demo marketplace, then optionally
 * N more products for load tests.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { storageFor } from '../integrations/storage.ts';
import { createServices } from '../services.ts';
import { openDatabase } from '../db/open.ts';
import { seedBulkProducts } from './bulk.ts';
import { seedDemoData } from './demo.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const extra = values.products ? Number(values.products) : 0;
if (!Number.isInteger(extra) || extra < 0 || extra > 5_000_000) {
  say('--products must be a whole number from 0 to 5000000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config, say);
try {
  const { seeded } = await seedDemoData(
    database.db,
    createServices({ config, db: database.db }),
    await storageFor(config),
  );
  say(seeded ? 'Demo marketplace created.' : 'Demo data already present.');
  if (extra > 0) {
    say(`Adding ${extra} products…`);
    await seedBulkProducts(database.db, extra, say);
  }
} finally {
  await database.close();
}
