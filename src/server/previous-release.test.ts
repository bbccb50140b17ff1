/**
 * Expand, then contract (docs/operations.md): during a rolling deploy the new release's
 * migrations have run while instances of the previous release still serve. So the previous
 * release — the code as it was just before the newest migration was added, taken from this
 * repository's history — must answer its read paths on today's schema: health, the catalogue,
 * a product, a store page and a signed-in profile.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  serverProcessEnv,
  startServerProcess,
  type ServerProcess,
} from './testing/server-process.ts';
import { addProduct, openShop } from './testing/shop.ts';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from './testing/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();

let ctx: TestContext;
let work: string;
let server: ServerProcess | undefined;
let previous: string;

beforeAll(async () => {
  ctx = await createTestContext();
  work = mkdtempSync(path.join(os.tmpdir(), 'oja-previous-'));
  // The commit that added the newest migration, and the code just before it.
  const newest = git('log', '-1', '--format=%H', '--', 'drizzle/meta/_journal.json');
  previous = git('rev-parse', `${newest}^`);
  const code = path.join(work, 'code');
  mkdirSync(code);
  execFileSync('sh', ['-c', `git archive ${previous} | tar -x -C "${code}"`], { cwd: ROOT });
  // The dependencies installed now: a release adds packages far more often than it drops one.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(code, 'node_modules'), 'dir');
}, 120_000);
afterAll(async () => {
  await server?.crash();
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('the previous release serves its read paths on the schema this release migrated', async () => {
  // Rows written by this release, in today's schema.
  const { vendor, shop } = await openShop(ctx.app);
  const product = await addProduct(ctx.app, vendor, shop._id, { name: 'Ankara tote bag' });
  const shopper = await registerUser(ctx.app);

  const env = await serverProcessEnv(ctx, work);
  server = await startServerProcess(env, 60_000, path.join(work, 'code'));
  const get = async (url: string, token?: string) => {
    const res = await fetch(`${env.APP_URL}${url}`, {
      headers: {
        'x-api-key': TEST_API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: res.status, text: await res.text() };
  };

  const answers = {
    health: await get('/api/health'),
    catalogue: await get(`/api/v1/products?productBusinessId=${shop._id}`),
    product: await get(`/api/v1/products/${product._id}`),
    store: await get(`/api/v1/businesses/social/${shop.handle}`),
    profile: await get('/api/v1/users/me', shopper.accessToken),
  };
  const statuses = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]));
  expect(statuses, `the release at ${previous.slice(0, 7)}`).toEqual({
    health: 200,
    catalogue: 200,
    product: 200,
    store: 200,
    profile: 200,
  });
  expect(answers.catalogue.text).toContain('Ankara tote bag');
  expect(answers.store.text).toContain(shop.name);
  expect(answers.profile.text).toContain(shopper.id);
});
