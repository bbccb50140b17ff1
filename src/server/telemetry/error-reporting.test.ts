/**
 * The server's error reporting, as `npm start` runs it: the real server process with SENTRY_DSN
 * pointing at a stand-in for Sentry reports an unexpected error (a table gone from under a route)
 * with its request id, and nothing of the request's secrets; a client's mistake is not reported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { envelopeItems, receivedText, startSentryReceiver } from '../testing/sentry-receiver.ts';
import type { SentryReceiver } from '../testing/sentry-receiver.ts';
import {
  serverProcessEnv,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process.ts';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from '../testing/test-app.ts';

let ctx: TestContext;
let work: string;
let sentry: SentryReceiver;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  work = mkdtempSync(path.join(os.tmpdir(), 'oja-error-reporting-'));
  sentry = await startSentryReceiver();
});
afterAll(async () => {
  await server?.stop();
  await ctx?.close();
  await sentry?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

type Item = { type: string; body: Record<string, unknown> };
const items = (): Item[] =>
  sentry.received.flatMap((r) =>
    envelopeItems(r.body).map((i) => ({
      type: String(i.header.type),
      body: JSON.parse(i.payload.toString('utf8') || '{}') as Record<string, unknown>,
    })),
  );
const errorsSent = () => items().filter((i) => i.type === 'event');
const transactionsSent = () =>
  items()
    .filter((i) => i.type === 'transaction')
    .map((i) => i.body.transaction);

it('reports an unexpected server error with its request id and without secrets, and no 4xx or 404', async () => {
  const user = await registerUser(ctx.app);
  const env = await serverProcessEnv(ctx, work, {
    SENTRY_DSN: sentry.dsn('7'),
    SENTRY_ENVIRONMENT: 'oja-test',
  });
  server = await startServerProcess(env);
  const base = `http://127.0.0.1:${env.PORT}`;
  const secrets = {
    authorization: `Bearer ${user.accessToken}`,
    cookie: 'oja_signed_in=1; oja_device=cookie-secret-123',
    'x-api-key': TEST_API_KEY,
  };

  const fine = await fetch(`${base}/api/v1/categories`, { headers: { 'x-api-key': TEST_API_KEY } });
  expect(fine.status).toBe(200);
  await expect.poll(transactionsSent, { timeout: 15_000 }).toContain('GET /api/v1/categories');

  // A client's mistakes are answered, not reported.
  const invalid = await fetch(`${base}/api/v1/users`, {
    method: 'POST',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ada-secret-body@example.ng' }),
  });
  expect(invalid.status).toBe(400);
  const missing = await fetch(`${base}/api/v1/no-such-thing`, { headers: secrets });
  expect(missing.status).toBe(404);

  // The table the route reads is gone: the kind of failure no test of the code foresaw.
  await ctx.db.execute(sql`ALTER TABLE categories RENAME TO categories_moved`);
  try {
    const failed = await fetch(`${base}/api/v1/categories?q=query-secret-456`, {
      headers: secrets,
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong',
    });
    const requestId = failed.headers.get('x-request-id');
    await expect.poll(() => errorsSent().length, { timeout: 15_000 }).toBe(1);
    const [event] = errorsSent();
    expect(sentry.received.every((r) => r.url.startsWith('/api/7/envelope/'))).toBe(true);
    expect(event!.body).toMatchObject({
      environment: 'oja-test',
      level: 'error',
      tags: { request_id: requestId, route: '/api/v1/categories' },
    });
    expect(JSON.stringify(event!.body.exception)).toContain('categories');
    const request = event!.body.request as Record<string, unknown>;
    expect(request.url).toMatch(/\/api\/v1\/categories$/);
    expect(Object.keys(request.headers as object).sort()).toEqual(['accept', 'user-agent']);
  } finally {
    await ctx.db.execute(sql`ALTER TABLE categories_moved RENAME TO categories`);
  }

  // Let anything still queued go out, then look at everything Sentry was sent.
  await server.stop();
  server = undefined;
  const everything = receivedText(sentry.received);
  for (const secret of [
    user.accessToken,
    'cookie-secret-123',
    TEST_API_KEY,
    'query-secret-456',
    'ada-secret-body',
    // The caller's address.
    'ip_address',
    'client.address',
  ])
    expect(everything, secret).not.toContain(secret);
  expect(errorsSent()).toHaveLength(1);
  // Not-found answers make no transaction.
  expect(transactionsSent()).not.toContainEqual(expect.stringContaining('no-such-thing'));
  expect(transactionsSent()).not.toContainEqual(expect.stringContaining('404'));
});
