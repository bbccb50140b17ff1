/**
 * The server bench/feed.ts loads: the Oja app on a fresh database with 1,000 creators' 100,000
 * posts over the last 60 days and 1,000,000 likes from 4,000 fans, written by set-based SQL (the
 * rows the API would have written, counters included), plus one signed-in shopper who follows 50
 * of the creators, and a bare Fastify JSON route started the same way. Prints one JSON line
 * (URLs, key, the shopper's token); stops on SIGTERM or after 15 minutes.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { benchDatabase, startBenchApp } from './support.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const LIKES = Number(process.env.BENCH_LIKES ?? 1_000_000);
const CREATORS = 1000;
const FANS = 4000;
const FOLLOWED = 50;

const database = await benchDatabase();
const { app, appUrl, headers } = await startBenchApp(database.db);

const shopper = await app.inject({
  method: 'POST',
  url: '/api/v1/users',
  headers,
  payload: {
    firstName: 'Bench',
    lastName: 'Reader',
    email: 'reader@bench.oja.ng',
    phoneCode: '+234',
    phoneNumber: '8031234567',
    handle: 'bench_reader',
    password: 'bench-password-1',
  },
});
const { accessToken: token, user: reader } = shopper.json().data as {
  accessToken: string;
  user: { _id: string };
};

const db = database.db;
const started = Date.now();
const step = (what: string) =>
  process.stderr.write(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
await db.execute(sql`SELECT setseed(0.42)`);
// Creators and fans: the same columns registration writes (nobody logs in as them).
await db.execute(sql`
  INSERT INTO users (id, first_name, last_name, email, phone_code, phone_number, handle,
                     password_hash, referral_code, has_post)
  SELECT gen_random_uuid(), 'Bench', 'Person ' || g, 'person' || g || '@bench.oja.ng', '+234',
         '70' || lpad(g::text, 8, '0'), 'bench_person_' || g, 'not-a-password-hash',
         'BENCH' || g, g <= ${CREATORS}
  FROM generate_series(1, ${CREATORS + FANS}) AS g`);
await db.execute(sql`
  CREATE TEMP TABLE bench_creators AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE has_post
    AND handle LIKE 'bench_person_%'`);
await db.execute(sql`
  CREATE TEMP TABLE bench_fans AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE NOT has_post
    AND handle LIKE 'bench_person_%'`);
step(`${CREATORS} creators and ${FANS} fans`);
// Posts over the last 60 days, ids UUIDv7 of their moment as the app makes them (the random
// UUID's first 48 bits replaced by the milliseconds, version bits 0100 → 0111); 2 % hidden.
await db.execute(sql`
  CREATE TEMP TABLE bench_posts AS
  SELECT g - 1 AS n, at AS created_at, c.id AS author_id,
         encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
           PLACING substring(int8send(floor(extract(epoch FROM at) * 1000)::bigint) FROM 3)
           FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid AS id
  FROM (SELECT g, now() - random() * interval '60 days' AS at
        FROM generate_series(1, ${POSTS}) AS g) s
  JOIN bench_creators c ON c.n = (s.g * 7919) % ${CREATORS}`);
await db.execute(sql`
  INSERT INTO posts (id, author_id, text, photos, is_active, created_at, updated_at)
  SELECT id, author_id, 'Fresh from the market, post ' || n,
         ARRAY['/uploads/bench/' || (n % 500) || '.webp'], n % 50 <> 0, created_at, created_at
  FROM bench_posts`);
step(`${POSTS} posts`);
// Likes: post k gets its likes from distinct fans (stride 397 is coprime with 4,000), more on
// some posts than others.
const perPost = Math.ceil(LIKES / POSTS);
await db.execute(sql`
  INSERT INTO post_likes (post_id, user_id, created_at)
  SELECT p.id, f.id, p.created_at + interval '1 hour'
  FROM generate_series(0, ${LIKES - 1}) AS g
  JOIN bench_posts p ON p.n = (g % ${POSTS})
  JOIN bench_fans f ON f.n = ((g / ${POSTS}) * 397 + (g % ${POSTS}) * 7) % ${FANS}
  WHERE (g / ${POSTS}) < ${perPost}`);
await db.execute(sql`
  UPDATE posts p SET like_count = l.n
  FROM (SELECT post_id, count(*)::int AS n FROM post_likes GROUP BY post_id) l
  WHERE l.post_id = p.id`);
step(`${LIKES} likes`);
await db.execute(sql`
  INSERT INTO user_follows (follower_id, followee_id)
  SELECT ${reader._id}::uuid, id FROM bench_creators WHERE n < ${FOLLOWED}`);
await db.execute(sql`ANALYZE`);
step('analysed');

const bare = Fastify({ logger: false });
bare.get('/json', async () => ({ success: true, data: { hello: 'world' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ bareUrl, appUrl, apiKey: 'bench-key', token })}\n`);

const stop = async () => {
  await app.close();
  await bare.close();
  await database.dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
