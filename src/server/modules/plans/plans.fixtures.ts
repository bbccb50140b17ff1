import { sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { api, registerUser, type Registered, type TestContext } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

/** The plan tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

export const http = () => api(ctx.app);
export const walletOf = async (user: Registered) =>
  Number(await services.ledger.balance(accounts.wallet(user.id))) / 100;
export const planOf = async (user: Registered) =>
  (await http().get('/users/me', { token: user.accessToken })).json().data.subscription;
export const buy = (
  user: Registered,
  plan: string,
  body: object,
  headers?: Record<string, string>,
) => http().post(`/subscriptions/${plan}/subscribe`, body, { token: user.accessToken, headers });
export const termsOf = async (user: Registered) =>
  (
    await ctx.db.execute<{ plan: string; status: string; starts_at: string; ends_at: string }>(
      sql`SELECT plan, status, starts_at, ends_at, credited_kobo FROM plan_terms
          WHERE user_id = ${user.id} ORDER BY created_at`,
    )
  ).rows.map((r) => ({
    ...r,
    starts_at: new Date(r.starts_at),
    ends_at: new Date(r.ends_at),
  }));
export const noticesOf = async (user: Registered) =>
  (
    await ctx.db.execute<{ type: string }>(
      sql`SELECT type FROM notifications WHERE user_id = ${user.id} AND type LIKE 'plan_%'
          ORDER BY created_at`,
    )
  ).rows.map((r) => r.type);

export async function vendorWithWallet(naira: number) {
  const vendor = await registerUser(ctx.app);
  if (naira > 0) await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), naira);
  return vendor;
}

/** Moves a user's terms back in time, as if they were bought `days` ago. */
export const age = (user: Registered, days: number) =>
  ctx.db.execute(sql`UPDATE plan_terms SET starts_at = starts_at - make_interval(days => ${days}),
    ends_at = ends_at - make_interval(days => ${days}) WHERE user_id = ${user.id}`);
