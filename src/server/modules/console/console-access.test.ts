import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../testing/shop.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every console call the API documents, with its path's parameters filled in. */
function consoleCalls() {
  const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    path.replace(/^\/api\/v1/, '').startsWith('/console')
      ? Object.keys(item).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: path
            .replace(/^\/api\/v1/, '')
            .replace('{subjectType}', 'COMMENT')
            .replace(/\{\w+\}/g, '0190f0f0-0000-7000-8000-000000000000'),
        }))
      : [],
  );
}

describe('the console is for staff only', () => {
  it('a shopper and a vendor get 403 on every console call, a visitor 401', async () => {
    const calls = consoleCalls();
    // Access, staff, audit, reports and accounts: the list grows as the console does.
    expect(calls.length).toBeGreaterThanOrEqual(15);
    const shopper = await registerUser(ctx.app);
    const { vendor } = await openShop(ctx.app);
    for (const { method, url } of calls) {
      for (const token of [shopper.accessToken, vendor.accessToken]) {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { 'x-api-key': 'test-api-key', authorization: `Bearer ${token}` },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      const visitor = await api(ctx.app).get(url);
      if (method === 'GET') expect(visitor.statusCode).toBe(401);
    }
  });
});
