/**
 * The servers bench/api.ts loads, in their own process so the load generator does not share
 * their event loop: a bare Fastify JSON route and the Oja app, started with the same options.
 * Prints one JSON line with their URLs and a valid access token; stops on SIGTERM.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { benchDatabase } from './support.ts';

export const BENCH_API_KEY = 'bench-key';

const database = await benchDatabase();
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  API_KEYS: BENCH_API_KEY,
  PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
  SEED_DEMO: 'false',
});

const bare = Fastify({ logger: false });
bare.get('/json', async () => ({ success: true, data: { hello: 'world' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const app = await buildApp({ config, db: database.db, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const stamp = String(Date.now());
const register = await app.inject({
  method: 'POST',
  url: '/api/v1/users',
  headers: { 'x-api-key': BENCH_API_KEY },
  payload: {
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench${stamp}@example.ng`,
    phoneNumber: `080${stamp.slice(-8)}`,
    handle: `bench${stamp}`,
    password: 'bench-password-1',
  },
});
const token = register.json().data.accessToken as string;
process.stdout.write(`${JSON.stringify({ bareUrl, appUrl, token, apiKey: BENCH_API_KEY })}\n`);

const stop = async () => {
  await app.close();
  await bare.close();
  await database.dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
// Never outlive the benchmark that started it.
setTimeout(() => void stop(), 10 * 60_000).unref();
