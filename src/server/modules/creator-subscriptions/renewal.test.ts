import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { createServices } from '../../services.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  services,
  http,
  naira,
  fundedFan,
  setup,
  subscribeTo,
  creatorWithOffer,
  endPeriod,
  purchasesOf,
} from './creator-subscriptions.fixtures.ts';

describe('renewal', () => {
  it('renews from the wallet once per period, and lapses (with a notice) without funds', async () => {
    const author = await creatorWithOffer(1000);
    const rich = await fundedFan(3000);
    const poor = await fundedFan(1500);
    await subscribeTo(rich, author.id);
    await subscribeTo(poor, author.id);
    // A raise told less than 7 days before the renewal: the renewal keeps the agreed price.
    await setup(author, author.id, { price: 1200, perks: 'First looks' });
    await endPeriod(author.id, rich.id);
    await endPeriod(author.id, poor.id);

    // Two passes at once, then another: each period is paid once.
    const [a, b] = await Promise.all([
      services.creatorSubscriptions.renewDue(),
      services.creatorSubscriptions.renewDue(),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);

    expect(await naira(accounts.wallet(rich.id))).toBe(1000);
    expect(await naira(accounts.wallet(author.id))).toBe(800 + 800 + 800);
    expect(await naira(accounts.wallet(poor.id))).toBe(500);

    const mine = (fan: Registered) =>
      http().get(`/users/subscribers?subscribeToBySubscriberIds=${fan.id}`, {
        token: fan.accessToken,
      });
    expect((await mine(rich)).json().data.results[0]).toMatchObject({
      status: 'ACTIVE',
      hasAccess: true,
      price: 1000,
      newPrice: 1200,
      newPriceAccepted: false,
    });
    expect((await mine(poor)).json().data.results[0]).toMatchObject({
      status: 'LAPSED',
      hasAccess: false,
    });
    const notice = await ctx.db.execute<{ title: string }>(
      sql`SELECT title FROM notifications WHERE user_id = ${poor.id} AND type = 'subscription_lapsed'`,
    );
    expect(notice.rows).toEqual([{ title: expect.stringContaining('has ended') }]);

    // The lapsed fan subscribes again once funded, at the new price.
    await credit(ctx.db, services.ledger, accounts.wallet(poor.id), 1000);
    expect((await subscribeTo(poor, author.id)).json().data.subscription).toMatchObject({
      status: 'ACTIVE',
      price: 1200,
    });
    expect(await naira(accounts.wallet(poor.id))).toBe(300);
  });
});

describe('renewal ahead of the end', () => {
  it('renews in the paid month’s last hour, so access never stops; without funds it waits for the end', async () => {
    const author = await creatorWithOffer(1000);
    const rich = await fundedFan(2000);
    const poor = await fundedFan(1000);
    await subscribeTo(rich, author.id);
    await subscribeTo(poor, author.id);
    const endsSoon = (fan: Registered) =>
      ctx.db.execute(
        sql`UPDATE creator_subscriptions SET current_period_end = now() + interval '20 minutes'
            WHERE creator_id = ${author.id} AND subscriber_id = ${fan.id}`,
      );
    await endsSoon(rich);
    await endsSoon(poor);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(rich.id))).toBe(0);
    const periodOf = async (fan: Registered) =>
      (
        await ctx.db.execute<{ status: string; left: number }>(
          sql`SELECT status, extract(epoch FROM current_period_end - now())::int AS left
              FROM creator_subscriptions WHERE creator_id = ${author.id} AND subscriber_id = ${fan.id}`,
        )
      ).rows[0]!;
    // The new month follows the paid one: it starts where that one ends.
    expect((await periodOf(rich)).left).toBeGreaterThan(27 * 86_400);
    // The fan who cannot pay keeps the minutes already paid for, and is not yet lapsed.
    expect(await periodOf(poor)).toMatchObject({ status: 'ACTIVE' });
    expect(await naira(accounts.wallet(poor.id))).toBe(0);
    // Once that time is over, it lapses.
    await endPeriod(author.id, poor.id);
    await services.creatorSubscriptions.renewDue();
    expect(await periodOf(poor)).toMatchObject({ status: 'LAPSED' });
  });
});

describe('renewal killed mid-run', () => {
  it('a pass whose connection dies in the middle of a charge leaves nothing; the next charges once', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(3000);
    await subscribeTo(fan, author.id);
    await endPeriod(author.id, fan.id);

    // Hold the fan's wallet, so the pass stops inside its charge (purchase and payment written,
    // not committed), then kill its connection there, as a kill -9 of the process would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = ctx.db.transaction(async (tx) => {
      await services.ledger.lock(tx, accounts.wallet(fan.id));
      held();
      await released;
    });
    await holding;
    // The dying pass runs on its own connections, as another process's would.
    const dying = connectDatabase(ctx.databaseUrl, 2);
    dying.pool.on('connect', (client) => client.on('error', () => {}));
    const pass = createServices({
      config: ctx.config,
      db: dying.db,
    }).creatorSubscriptions.renewDue();
    const waiting = sql`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`;
    await expect.poll(async () => (await ctx.db.execute(waiting)).rows.length).toBe(1);
    await ctx.db.execute(sql`SELECT pg_terminate_backend(pid) FROM (${waiting}) w`);
    release();
    await holder;
    await pass;
    await dying.close();
    expect(await purchasesOf(fan.id)).toBe(1);
    expect(await naira(accounts.wallet(fan.id))).toBe(2000);

    // The next pass renews it once; another finds nothing due.
    expect(await services.creatorSubscriptions.renewDue()).toBe(1);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await purchasesOf(fan.id)).toBe(2);
    expect(await naira(accounts.wallet(fan.id))).toBe(1000);
    expect(await naira(accounts.wallet(author.id))).toBe(1600);
  });
});
