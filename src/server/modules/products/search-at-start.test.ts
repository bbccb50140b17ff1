import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';
import { openJobQueue } from '../../jobs/jobs.ts';
import { createServices, warmInBackground } from '../../services.ts';
import { addProduct } from '../../testing/shop.ts';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('search right after a restart', () => {
  it('is typo-tolerant while the vocabulary is still being read', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { name: 'Benin Bronze House' });
    const head = await addProduct(ctx.app, owner, store._id, { name: 'Bronze head sculpture' });

    // The catalogue is held by another transaction: reading its words takes as long as it lasts.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE products, businesses IN ACCESS EXCLUSIVE MODE');

    // A restarted instance, as main.ts starts it: its reads begin, it answers at once.
    const database = connectDatabase(ctx.databaseUrl, 5);
    const boss = await openJobQueue(database.db, { workers: false });
    const services = createServices({ config: ctx.config, db: database.db, boss });
    const app = await buildApp({ config: ctx.config, db: database.db, services, logger: false });
    warmInBackground(services, () => {});
    try {
      const products = api(app).get(
        `/products?productBusinessId=${store._id}&productSearch=bronez`,
      );
      const stores = api(app).get('/businesses?businessSearch=bornze');
      // Longer than a first search used to wait before matching exact words only.
      await new Promise((resolve) => setTimeout(resolve, 800));
      await holder.query('COMMIT');
      const found = (await products).json().data.results.map((r: { _id: string }) => r._id);
      expect(found).toEqual([head._id]);
      const shops = (await stores).json().data.results.map((r: { _id: string }) => r._id);
      expect(shops).toEqual([store._id]);
    } finally {
      await holder.end();
      await app.close();
      await boss.stop({ graceful: false });
      await database.close();
    }
  });
});
