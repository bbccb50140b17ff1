import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { ctx, addProduct, sending, type Statement } from './products.fixtures.ts';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** The statements the app sends while `work` runs. */
const statementsOf = async (work: () => Promise<unknown>) => (await sending(work)).statements;

/** Rows of `products` a statement reads: every scan's output and what its filter dropped. */
async function productRowsRead(statement: Statement): Promise<number> {
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client as unknown as {
    query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
    statement.values,
  );
  const plan = (rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
  const read = (node: PlanNode): number =>
    (node['Relation Name'] === 'products'
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
  return read(plan);
}

describe('continuing a list after its last product', () => {
  let shopId: string;
  const PRODUCTS = 2_000;

  beforeAll(async () => {
    const owner = await registerUser(ctx.app);
    shopId = (await createBusiness(ctx.app, owner, { state: 'Ondo' }))._id;
    const first = await addProduct(owner, { businessId: shopId, name: 'Adire indigo scarf' });
    // A catalogue large enough for the planner to read it through its indexes, as a real one.
    await ctx.db.execute(sql`
      INSERT INTO products (id, business_id, name, description, photos, unit_price_kobo, quantity,
                            variants, is_active, is_pinned, search_title, search_text)
      SELECT gen_random_uuid(), business_id, name || ' #' || g, description, photos, unit_price_kobo, quantity,
             variants, true, g % 500 = 0, name, description
      FROM products, generate_series(1, ${PRODUCTS - 1}) AS g
      WHERE id = ${first._id}`);
    await ctx.db.execute(sql`ANALYZE products`);
  });

  const list = (query: string) =>
    api(ctx.app).get(
      `/products?productBusinessId=${shopId}&view=card${query.includes('limit=') ? '' : '&limit=20'}${query}`,
    );

  it('walks the same products as numbered pages, pinned first, and ends with no key', async () => {
    const byKey: string[] = [];
    let after: string | null = null;
    for (let page = 1; page <= 6; page++) {
      const res = await list(`&page=${page}${after ? `&after=${after}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      byKey.push(...data.results.map((p: { _id: string }) => p._id));
      after = data.nextAfter;
      expect(after).toMatch(/^[01]\./);
    }
    const byNumber: string[] = [];
    for (let page = 1; page <= 6; page++)
      byNumber.push(
        ...(await list(`&page=${page}`)).json().data.results.map((p: { _id: string }) => p._id),
      );
    expect(byKey).toEqual(byNumber);
    expect(new Set(byKey).size).toBe(120);
    // The three pinned products lead the list, and the key says when it is past them.
    expect((await list('&page=1')).json().data.nextAfter).toMatch(/^0\./);

    const last = (await list(`&page=100`)).json().data;
    expect(last.nextPage).toBeNull();
    expect(last.nextAfter).toBeNull();
  });

  it('reads no row before a deep page it continues, where a numbered page reads them all', async () => {
    const page1 = await list('&page=1');
    let after: string = page1.json().data.nextAfter;
    for (let page = 2; page < 60; page++)
      after = (await list(`&page=${page}&after=${after}`)).json().data.nextAfter;
    const rowsStatement = (statements: Statement[]) => {
      const rows = statements.find((s) => s.text.includes('"page_ids"'));
      if (!rows) throw new Error('The page was not read from the database');
      return rows;
    };
    const readFirst = await productRowsRead(
      rowsStatement(await statementsOf(() => list('&page=1&limit=19'))),
    );
    const readKeyed = await productRowsRead(
      rowsStatement(await statementsOf(() => list(`&page=60&after=${after}&limit=19`))),
    );
    const readNumbered = await productRowsRead(
      rowsStatement(await statementsOf(() => list('&page=60&limit=19'))),
    );
    expect(readKeyed).toBeLessThanOrEqual(readFirst);
    expect(readNumbered).toBeGreaterThan(59 * 19);
  });

  it('refuses a key it did not write, and a key on a search', async () => {
    const bad = await list('&after=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/start again from the top/);
    const key = (await list('&page=1')).json().data.nextAfter;
    const search = await list(`&productSearch=adire&page=2&after=${key}`);
    expect(search.statusCode).toBe(400);
    expect(JSON.stringify(search.json())).toMatch(/paged by number/);
  });
});
