/**
 * `npm run db:seed [-- --products N]`: migrates and fills the database of the current
 * configuration (DATABASE_URL or the embedded one) with the demo marketplace, then optionally
 * N more products for load tests. On the embedded database it refuses to run while another
 * process (`npm start`) holds the same data folder.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { seedDatabase } from './seed-database.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const extra = values.products ? Number(values.products) : 0;
if (!Number.isInteger(extra) || extra < 0 || extra > 5_000_000) {
  say('--products must be a whole number from 0 to 5000000');
  process.exit(2);
}

try {
  await seedDatabase(loadConfig(), { products: extra }, say);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
