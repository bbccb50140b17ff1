/**
 * The server bench/checkout.ts and bench/wallet.ts drive: the Oja app (with its Paystack sandbox)
 * on a fresh database, one shop with 20 well-stocked products and 20 registered buyers, each with a
 * confirmed payout account they can withdraw to at once. Prints one JSON line
 * (URL, key, buyers' tokens, product ids); stops on SIGTERM or after 15 minutes.
 */
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { benchDatabase, confirmPayoutAccount, registerBenchBuyer } from './support.ts';

const BUYERS = 20;
const freePort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-checkout-'));
const database = await benchDatabase();
const base = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(freePort),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  API_KEYS: 'bench-key',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
// Registering the buyers and their payout accounts is set-up, not load: lift the per-IP limits,
// the safety hold after a payout account is confirmed, and the hold on card money (the buyers
// withdraw the wallet they have just funded by card).
const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
const config = {
  ...base,
  payments: { ...base.payments, payoutHoldMs: 0, cardHoldMs: 0 },
  rateLimits: {
    ...base.rateLimits,
    register: relaxed,
    login: relaxed,
    bankAccountLookup: relaxed,
    payoutAccountChange: relaxed,
  },
};
const app = await buildApp({ config, db: database.db, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: freePort });

const headers = { 'x-api-key': 'bench-key' };
const register = (n: number) =>
  registerBenchBuyer(app, 'bench-key', {
    name: 'bench',
    n,
    phoneNumber: `0803${String(1_000_000 + n)}`,
  });
const vendorToken = await register(0);
const shop = (
  await app.inject({
    method: 'POST',
    url: '/api/v1/businesses',
    headers: { ...headers, authorization: `Bearer ${vendorToken}` },
    payload: { name: 'Bench Fabrics', handle: 'bench-fabrics', state: 'Lagos' },
  })
).json().data;
const productIds: string[] = [];
for (let i = 0; i < 20; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: { ...headers, authorization: `Bearer ${vendorToken}` },
    payload: {
      businessId: shop._id,
      name: `Adire ${i}`,
      unitPrice: 5000 + i * 500,
      quantity: 1_000_000,
    },
  });
  productIds.push(res.json().data._id);
}
const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => register(i + 1)));
await Promise.all(
  buyers.map((token, i) =>
    confirmPayoutAccount(
      app,
      database.db,
      {
        id: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub,
        token,
        email: `bench${i + 1}@bench.oja.ng`,
      },
      '0123456789',
      'bench-key',
    ),
  ),
);
process.stdout.write(`${JSON.stringify({ appUrl, apiKey: 'bench-key', buyers, productIds })}\n`);

const stop = async () => {
  await app.close();
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
