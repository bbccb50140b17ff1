import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Services } from '../../services.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { newShopper } from '../../testing/shop.ts';
import type { Registered, TestContext } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

/** The subscription tests' shared world: a test app and its services, creators and fans. */
export let ctx: TestContext;
export let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { providerThroughApp: true, ledgerSumsToZero: true });

export const { http, creator, publish } = postFixtures(() => ctx);
export const naira = async (account: string) =>
  Number(await services.ledger.balance(account)) / 100;

export async function fundedFan(amount: number) {
  const fan = await newShopper(ctx.app);
  if (amount > 0) await credit(ctx.db, services.ledger, accounts.wallet(fan.id), amount);
  return fan;
}

export const setup = (who: Registered, creatorId: string, body: object) =>
  http().patch(`/users/${creatorId}/subscriptions/setup`, body, { token: who.accessToken });

/** The price of a month the creator's profile shows now (0 when there is no offer). */
export const priceShown = async (creatorId: string) => {
  const res = await http().get(`/users/${creatorId}/subscriptions/offer`);
  return res.statusCode === 200 ? (res.json().data.price as number) : 0;
};

/** Subscribes at the price the profile shows, unless the body names another `amount`. */
export const subscribeTo = async (
  fan: Registered,
  creatorId: string,
  body: object = {},
  key?: string,
) =>
  http().patch(
    `/users/${creatorId}/subscriptions/to`,
    { action: 'SUBSCRIBE', payWith: 'WALLET', amount: await priceShown(creatorId), ...body },
    { token: fan.accessToken, headers: key ? { 'idempotency-key': key } : {} },
  );

export const cancel = (fan: Registered, creatorId: string) =>
  http().patch(
    `/users/${creatorId}/subscriptions/to`,
    { action: 'CANCEL' },
    { token: fan.accessToken },
  );

/** A creator with a ₦2,000 a month offer. */
export async function creatorWithOffer(price = 2000) {
  const author = await creator();
  const res = await setup(author, author.id, {
    price,
    perks: 'Early looks at new adire drops and a monthly live styling session',
  });
  expect(res.statusCode).toBe(200);
  return author;
}

/** Moves the fan's paid period so it ended a moment ago. */
export const endPeriod = (creatorId: string, fanId: string) =>
  ctx.db.execute(sql`UPDATE creator_subscriptions
    SET current_period_end = now() - interval '1 minute',
        current_period_start = now() - interval '1 month'
    WHERE creator_id = ${creatorId} AND subscriber_id = ${fanId}`);

export const purchasesOf = async (fanId: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM purchases
          WHERE buyer_id = ${fanId} AND kind = 'CREATOR_SUBSCRIPTION' AND status = 'PAID'`,
    )
  ).rows[0]!.n;

// The price a fan saw (decision 041).

/** Only the given fan's notices and e-mails of a kind, newest last. */
export const told = async (fan: Registered, type: string) => ({
  notices: (
    await ctx.db.execute<{ title: string; body: string }>(
      sql`SELECT title, body FROM notifications WHERE user_id = ${fan.id} AND type = ${type}
          ORDER BY created_at`,
    )
  ).rows,
  mails: (
    await ctx.db.execute<{ subject: string }>(
      sql`SELECT subject FROM outbox_messages WHERE recipient = ${fan.input.email}
          ORDER BY created_at`,
    )
  ).rows.map((r) => r.subject),
});
/** The fan was told of the new price this many days ago. */
export const toldDaysAgo = (creatorId: string, fanId: string, days: number) =>
  ctx.db.execute(sql`UPDATE creator_subscriptions
    SET new_price_told_at = now() - make_interval(days => ${days})
    WHERE creator_id = ${creatorId} AND subscriber_id = ${fanId}`);
export const mineOf = async (fan: Registered, creatorId: string) =>
  (
    await http().get(`/users/subscribers?subscribeToBySubscriberIds=${fan.id}`, {
      token: fan.accessToken,
    })
  )
    .json()
    .data.results.find((r: { creatorId: string }) => r.creatorId === creatorId);
export const answer = (who: Registered | null, creatorId: string, body: object) =>
  http().patch(
    `/users/${creatorId}/subscriptions/price`,
    body,
    who ? { token: who.accessToken } : {},
  );
export const ledgerLines = async () =>
  (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`)).rows[0]!
    .n;
