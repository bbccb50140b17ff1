import { sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { api, registerUser, type Registered, type TestContext } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

/** The theme tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

export const http = () => api(ctx.app);
export const as = (user: Registered) => ({ token: user.accessToken });
export const walletOf = async (user: Registered) =>
  Number(await services.ledger.balance(accounts.wallet(user.id))) / 100;

export async function vendorWithWallet(naira: number) {
  const vendor = await registerUser(ctx.app);
  if (naira > 0) await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), naira);
  return vendor;
}

export const buyTheme = (user: Registered, theme: string, body: object, key?: string) =>
  http().post(`/themes/${theme}/subscribe`, body, {
    ...as(user),
    headers: key ? { 'idempotency-key': key } : undefined,
  });

export const activate = (user: Registered, theme: string, businessId: string) =>
  http().patch(`/themes/${theme}/businesses/${businessId}/active`, undefined, as(user));

/** The theme a store shows to a visitor. */
export const storeLook = async (handle: string) =>
  (await http().get(`/businesses/social/${handle}`)).json().data.look;

export const termCount = async (user: Registered) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM theme_terms WHERE user_id = ${user.id}`,
    )
  ).rows[0]!.n;

export const noticesOf = async (user: Registered) =>
  (
    await ctx.db.execute<{ type: string; body: string }>(
      sql`SELECT type, body FROM notifications WHERE user_id = ${user.id} AND type LIKE 'theme_%'
          ORDER BY created_at`,
    )
  ).rows;

/** Moves a user's theme terms back in time, as if bought `days` ago. */
export const age = (user: Registered, days: number) =>
  ctx.db.execute(sql`UPDATE theme_terms SET starts_at = starts_at - make_interval(days => ${days}),
    ends_at = ends_at - make_interval(days => ${days}) WHERE user_id = ${user.id}`);
