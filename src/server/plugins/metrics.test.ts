import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from '../testing/test-app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

let ctx: TestContext;
let off: TestContext;
beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, metricsToken: TOKEN }));
  off = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await off.close();
});

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('GET /metrics', () => {
  it('answers only the scraper holding the token, and is off without one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests and their time by route pattern, never by the address asked for', async () => {
    await api(ctx.app).get('/guides');
    for (const id of ['0b1c', '9f3e', 'zz'])
      await ctx.app.inject({ method: 'GET', url: `/no-such-page/${id}` });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain(
      'oja_http_requests_total{method="GET",route="/api/v1/guides",status="2xx"} 1',
    );
    expect(text).toMatch(
      /oja_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/guides"\} 1/,
    );
    expect(text).not.toContain('no-such-page');
    expect(text).toMatch(
      /oja_http_requests_total\{method="GET",route="unmatched",status="4xx"\} 3/,
    );
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports the database pool, the job queue and the process', async () => {
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM pgboss.queue ORDER BY name LIMIT 1`,
    );
    const queue = rows[0]!.name;
    await ctx.db.execute(
      sql`INSERT INTO pgboss.job (name, data, start_after) VALUES (${queue}, '{}', now() - interval '2 minutes')`,
    );
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/oja_db_pool_clients\{state="open"\} [1-9]/);
    // The queries just run (the insert above among them) were timed.
    const timed = Number(/oja_db_query_duration_seconds_count (\d+)/.exec(text)?.[1]);
    expect(timed).toBeGreaterThan(0);
    await ctx.db.execute(sql`SELECT pg_sleep(0.06)`);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    const slow = Number(/oja_db_query_duration_seconds_bucket\{le="0.05"\} (\d+)/.exec(after)?.[1]);
    const all = Number(/oja_db_query_duration_seconds_bucket\{le="0.1"\} (\d+)/.exec(after)?.[1]);
    expect(all - slow).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/oja_db_pool_clients\{state="waiting"\} 0/);
    expect(text).toContain(`oja_jobs_waiting{queue="${queue}"} 1`);
    const age = new RegExp(`oja_jobs_oldest_waiting_seconds\\{queue="${queue}"\\} ([\\d.]+)`);
    expect(Number(age.exec(text)![1])).toBeGreaterThanOrEqual(119);
    expect(text).toMatch(/oja_process_resident_memory_bytes \d+/);
  });

  it('counts the live-update streams open on this instance', async () => {
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await registerUser(ctx.app);
    const closing = new AbortController();
    const stream = await fetch(`${base}/api/v1/users/events`, {
      headers: {
        accept: 'text/event-stream',
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${user.accessToken}`,
      },
      signal: closing.signal,
    });
    expect(stream.status).toBe(200);
    await expect
      .poll(async () => (await scrape(`Bearer ${TOKEN}`)).body)
      .toContain('oja_live_streams 1');
    closing.abort();
    await expect
      .poll(async () => (await scrape(`Bearer ${TOKEN}`)).body)
      .toContain('oja_live_streams 0');
  });

  it('counts how often the catalogue pages and profile copies had the answer', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const lookups = (text: string, cache: string, result: string) =>
      Number(
        new RegExp(`oja_cache_lookups_total\\{cache="${cache}",result="${result}"\\} (\\d+)`).exec(
          text,
        )?.[1] ?? 'NaN',
      );
    const hits = lookups(before.body, 'catalogue_pages', 'hit');
    const misses = lookups(before.body, 'catalogue_pages', 'miss');
    const page = '/products?limit=7&productState=Kano';
    await api(ctx.app).get(page);
    await api(ctx.app).get(page);
    const user = await registerUser(ctx.app);
    await api(ctx.app).get('/users/me', { token: user.accessToken });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(lookups(after, 'catalogue_pages', 'miss')).toBe(misses + 1);
    expect(lookups(after, 'catalogue_pages', 'hit')).toBe(hits + 1);
    expect(lookups(after, 'profile_copies', 'miss')).toBeGreaterThanOrEqual(1);
  });
});
