import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../integrations/storage.ts';
import { createServices } from '../../services.ts';
import { api, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedDemoData } from './demo.ts';

let ctx: TestContext;
const uploads = mkdtempSync(path.join(os.tmpdir(), 'oja-seed-'));
beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, uploadsDir: uploads }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('demo marketplace', () => {
  it(
    'creates businesses across states and 300+ products with pictures, once',
    { timeout: 120_000 },
    async () => {
      const services = createServices({ config: ctx.config, db: ctx.db });
      const storage = createLocalStorage(uploads);
      const started = performance.now();
      expect((await seedDemoData(ctx.db, services, storage)).seeded).toBe(true);
      console.log(`seed took ${Math.round(performance.now() - started)} ms`);
      expect((await seedDemoData(ctx.db, services, storage)).seeded).toBe(false);

      const businesses = (await api(ctx.app).get('/businesses?limit=100')).json().data;
      expect(businesses.totalRecords).toBeGreaterThanOrEqual(20);
      const states = new Set(
        businesses.results.map((b: { address: { state: string } }) => b.address.state),
      );
      expect(states.size).toBeGreaterThanOrEqual(15);
      const products = (await api(ctx.app).get('/products?limit=100')).json().data;
      expect(products.totalRecords).toBeGreaterThanOrEqual(300);
      expect(
        products.results.every((p: { photo: string | null }) =>
          p.photo?.startsWith('/uploads/demo/'),
        ),
      ).toBe(true);
      expect(products.results.some((p: { variants: unknown[] }) => p.variants.length > 0)).toBe(
        true,
      );
      expect(readdirSync(path.join(uploads, 'demo')).length).toBeGreaterThan(50);

      const login = await api(ctx.app).post('/users/login', {
        username: 'tunde',
        password: 'oja-vendor-2026',
      });
      expect(login.json().data.user.businesses.length).toBe(2);
    },
  );
});
