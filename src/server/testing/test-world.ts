import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createServices, type Services } from '../services.ts';
import { createTestContext, fetchThrough, type TestContext } from './test-app.ts';

export type TestWorld = { ctx: TestContext; services: Services };

/**
 * A test file's shared world: the test app, and the services on its database for arranging and
 * checking what the API did. Hand it a setter (`(w) => ({ ctx, services } = w)`) so the file's
 * own bindings are set before its tests run.
 * - `providerThroughApp`: the services reach the payment provider through the app's sandbox.
 * - `ledgerSumsToZero`: after each test, every naira that moved is accounted for.
 */
export function useTestWorld(
  set: (world: TestWorld) => void,
  opts: { providerThroughApp?: boolean; ledgerSumsToZero?: boolean } = {},
) {
  let world: TestWorld | undefined;
  beforeAll(async () => {
    const ctx = await createTestContext();
    const fetch = opts.providerThroughApp ? fetchThrough(() => ctx.app) : undefined;
    world = { ctx, services: createServices({ config: ctx.config, db: ctx.db, fetch }) };
    set(world);
  });
  afterAll(() => world?.ctx.close());
  if (opts.ledgerSumsToZero)
    afterEach(async () => {
      expect(await world!.services.ledger.total()).toBe(0n);
    });
}
