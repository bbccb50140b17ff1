import { afterAll, beforeAll } from 'vitest';
import {
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

/** The profile tests' shared world: a test app and two shoppers, Ada and Bola. */
export let ctx: TestContext;
export let ada: Registered;
export let bola: Registered;
beforeAll(async () => {
  ctx = await createTestContext();
  [ada, bola] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
});
afterAll(() => ctx.close());

export const address = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  recipientName: 'Ada Okafor',
  phone: '08031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  lga: 'Eti-Osa',
  state: 'Lagos',
  ...overrides,
});
