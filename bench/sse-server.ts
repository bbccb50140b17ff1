/**
 * The server bench/sse.ts holds streams on: the Oja app (production settings) on a fresh
 * database with BENCH_STREAMS (2,000) users, each with an access token. Prints one JSON line
 * (URL, key, tokens), then answers commands on stdin, one JSON line each:
 * `memory` (after a full garbage collection: heap and resident set, open streams) and
 * `broadcast` (one event to every open stream, through PostgreSQL NOTIFY like any event).
 * Stops on SIGTERM or after 15 minutes.
 */
import { sql } from 'drizzle-orm';
import { createInterface } from 'node:readline';
import { v7 as uuidv7 } from 'uuid';
import { createAccessTokens } from '../src/server/plugins/auth.ts';
import { createLiveService } from '../src/server/modules/live/live.service.ts';
import { benchDatabase, startBenchApp } from './support.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const database = await benchDatabase();
const { app, appUrl, headers, config } = await startBenchApp(database.db);
const db = database.db;

await db.execute(sql`
  INSERT INTO users (id, first_name, last_name, email, phone_code, phone_number, handle,
                     password_hash, referral_code)
  SELECT gen_random_uuid(), 'Bench', 'Listener ' || g, 'listener' || g || '@bench.oja.ng', '+234',
         '70' || lpad(g::text, 8, '0'), 'bench_listener_' || g, 'not-a-password-hash', 'LISTEN' || g
  FROM generate_series(1, ${STREAMS}) AS g`);
const { rows } = await db.execute<{ id: string }>(
  sql`SELECT id FROM users WHERE handle LIKE 'bench_listener_%'`,
);
const tokens = createAccessTokens(config.jwtSecret, 3600);
const signed = await Promise.all(rows.map((r) => tokens.sign(r.id, uuidv7(), 0)));
const live = createLiveService({ db });

const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
say({ appUrl, apiKey: headers['x-api-key'], tokens: signed });

const gc = (globalThis as { gc?: () => void }).gc;
createInterface({ input: process.stdin }).on('line', (line) => {
  void (async () => {
    if (line === 'memory') {
      gc?.();
      const m = process.memoryUsage();
      say({ heapUsed: m.heapUsed, rss: m.rss, external: m.external });
    } else if (line === 'broadcast') {
      await live.broadcast('bench', String(Date.now()));
      say({ sent: true });
    }
  })();
});

async function stop() {
  await app.close();
  await database.dispose();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
