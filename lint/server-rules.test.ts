import { describe, expect, it } from 'vitest';
import { rulesFiredOn } from './lint-fixture.ts';

const BOUNDARY = 'import-x/no-restricted-paths';
const SERVICE_TYPE_ONLY = '@typescript-eslint/no-restricted-imports';

describe('server module boundaries', () => {
  it("refuse another module's tables", async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/orders/orders-extra.ts',
      "import { products } from '../products/products.schema.ts';\nexport const t = products;\n",
    );
    expect(fired).toContain(BOUNDARY);
  });

  it("refuse another module's repo and routes", async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/reviews/reviews-extra.ts',
      [
        "import * as repo from '../orders/orders.repo.ts';",
        "import { ordersRoutes } from '../orders/orders.routes.ts';",
        'export const both = [repo, ordersRoutes];',
        '',
      ].join('\n'),
    );
    expect(fired.filter((r) => r === BOUNDARY)).toHaveLength(2);
  });

  it("allow another module's public file and service type, and a module's own files", async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/reviews/reviews-extra.ts',
      [
        "import { ordersReadOnly } from '../orders/orders.public.ts';",
        "import type { OrdersService } from '../orders/orders.service.ts';",
        "import { reviews } from './reviews.schema.ts';",
        'export type S = OrdersService;',
        'export const both = [ordersReadOnly, reviews];',
        '',
      ].join('\n'),
    );
    expect(fired).toEqual([]);
  });

  it('keep registering what a payment buys inside the payments module (decision 022)', async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/orders/orders-extra.ts',
      "import { sell } from '../payments/payment-purposes.ts';\nexport const f = sell;\n",
    );
    expect(fired).toContain(BOUNDARY);
  });

  it("refuse a value import of another module's service, and take its type", async () => {
    const value = await rulesFiredOn(
      'src/server/modules/reviews/reviews-extra.ts',
      "import { createOrdersService } from '../orders/orders.service.ts';\nexport const f = createOrdersService;\n",
    );
    expect(value).toEqual([SERVICE_TYPE_ONLY]);
    const type = await rulesFiredOn(
      'src/server/modules/reviews/reviews-extra.ts',
      "import type { OrdersService } from '../orders/orders.service.ts';\nexport type S = OrdersService;\n",
    );
    expect(type).toEqual([]);
  });

  it('refuse a module reaching up to what composes it (the root, the app, jobs)', async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/reviews/reviews-extra.ts',
      [
        "import type { Services } from '../../services.ts';",
        "import { MODULES } from '../../modules.ts';",
        "import { openJobQueue } from '../../jobs/jobs.ts';",
        'export type S = Services;',
        'export const both = [MODULES, openJobQueue];',
        '',
      ].join('\n'),
    );
    expect(fired.filter((r) => r === BOUNDARY)).toHaveLength(3);
  });

  it('keep code outside the modules (seed, jobs, benchmarks) off the tables', async () => {
    const code =
      "import { users } from '#server/modules/users/users.schema.ts';\nexport const u = users;\n";
    expect(await rulesFiredOn('src/server/seed/extra.ts', code)).toContain(BOUNDARY);
    expect(await rulesFiredOn('bench/extra.ts', code)).toContain(BOUNDARY);
  });

  it('let tests arrange and inspect any table', async () => {
    const fired = await rulesFiredOn(
      'src/server/modules/reviews/extra.test.ts',
      "import { orders } from '../orders/orders.schema.ts';\nexport const o = orders;\n",
    );
    expect(fired).toEqual([]);
  });
});

describe('the database layer', () => {
  it('imports no module, only the configuration', async () => {
    const fired = await rulesFiredOn(
      'src/server/db/extra.ts',
      [
        "import type { Services } from '../services.ts';",
        "import { MODULES } from '../modules.ts';",
        "import type { Config } from '../config.ts';",
        'export type S = [Services, Config];',
        'export const m = MODULES;',
        '',
      ].join('\n'),
    );
    expect(fired).toEqual([BOUNDARY, BOUNDARY]);
  });
});

describe('import cycles', () => {
  it('are refused', async () => {
    // orders.service.ts imports orders.public.ts: this version of the public file closes a circle.
    const fired = await rulesFiredOn(
      'src/server/modules/orders/orders.public.ts',
      "import { createOrdersService } from './orders.service.ts';\nexport const f = createOrdersService;\n",
    );
    expect(fired).toContain('import-x/no-cycle');
  });
});
