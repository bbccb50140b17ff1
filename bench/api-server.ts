/**
 * The servers bench/api.ts loads, in their own process so the load generator does not share
 * their event loop: a bare Fastify JSON route, the limit of an authenticated read (bare node:http
 * verifying the same token as the app, then one prepared statement through `pg`) and the Oja
 * app, started with the same options. Prints one JSON line with their URLs and a valid access
 * token; stops on SIGTERM.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createAccessTokens } from '../src/server/plugins/auth.ts';
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

// The limit: the app's token check (the same verified-token memory), then the session check the
// app's auth hook runs for every other signed-in route, as one named (prepared) statement.
const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
const sessionCheck = {
  name: 'bench_session_state',
  text: `SELECT coalesce((SELECT version FROM user_session_versions WHERE user_id = $1), 0) AS version,
    EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL) AS ended`,
};
const limit = http.createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) return answer(401, { success: false });
  tokens
    .verify(token)
    .then(async (auth) => {
      const { rows } = await database.pool.query({
        ...sessionCheck,
        values: [auth.userId, auth.sessionId],
      });
      const state = rows[0] as { version: number; ended: boolean };
      if (state.ended || state.version !== auth.version) return answer(401, { success: false });
      answer(200, { success: true, data: { _id: auth.userId, sessionVersion: state.version } });
    })
    .catch(() => answer(401, { success: false }));
});
await new Promise<void>((resolve) => limit.listen(0, '127.0.0.1', resolve));
const limitUrl = `http://127.0.0.1:${(limit.address() as { port: number }).port}`;

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
// The first call starts listening for profile changes; copies are kept once it listens.
for (let i = 0; i < 20; i++) {
  await app.inject({
    url: '/api/v1/users/me',
    headers: { 'x-api-key': BENCH_API_KEY, authorization: `Bearer ${token}` },
  });
  await new Promise((r) => setTimeout(r, 25));
}
process.stdout.write(
  `${JSON.stringify({ bareUrl, limitUrl, appUrl, token, apiKey: BENCH_API_KEY })}\n`,
);

const stop = async () => {
  await app.close();
  await bare.close();
  limit.closeAllConnections();
  await new Promise((r) => limit.close(r));
  await database.dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
// Never outlive the benchmark that started it.
setTimeout(() => void stop(), 10 * 60_000).unref();
