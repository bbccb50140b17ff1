import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';
import { newShopper } from '../../testing/shop.ts';
import {
  createTestContext,
  fetchThrough,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});
afterAll(() => ctx.close());
afterEach(async () => {
  // Every naira that moved is accounted for.
  expect(await services.ledger.total()).toBe(0n);
});

const { http, creator, publish } = postFixtures(() => ctx);
const naira = async (account: string) => Number(await services.ledger.balance(account)) / 100;

async function fundedFan(amount: number) {
  const fan = await newShopper(ctx.app);
  if (amount > 0) await credit(ctx.db, services.ledger, accounts.wallet(fan.id), amount);
  return fan;
}

const setup = (who: Registered, creatorId: string, body: object) =>
  http().patch(`/users/${creatorId}/subscriptions/setup`, body, { token: who.accessToken });

/** The price of a month the creator's profile shows now (0 when there is no offer). */
const priceShown = async (creatorId: string) => {
  const res = await http().get(`/users/${creatorId}/subscriptions/offer`);
  return res.statusCode === 200 ? (res.json().data.price as number) : 0;
};

/** Subscribes at the price the profile shows, unless the body names another `amount`. */
const subscribeTo = async (fan: Registered, creatorId: string, body: object = {}, key?: string) =>
  http().patch(
    `/users/${creatorId}/subscriptions/to`,
    { action: 'SUBSCRIBE', payWith: 'WALLET', amount: await priceShown(creatorId), ...body },
    { token: fan.accessToken, headers: key ? { 'idempotency-key': key } : {} },
  );

const cancel = (fan: Registered, creatorId: string) =>
  http().patch(
    `/users/${creatorId}/subscriptions/to`,
    { action: 'CANCEL' },
    { token: fan.accessToken },
  );

/** A creator with a ₦2,000 a month offer. */
async function creatorWithOffer(price = 2000) {
  const author = await creator();
  const res = await setup(author, author.id, {
    price,
    perks: 'Early looks at new adire drops and a monthly live styling session',
  });
  expect(res.statusCode).toBe(200);
  return author;
}

/** Moves the fan's paid period so it ended a moment ago. */
const endPeriod = (creatorId: string, fanId: string) =>
  ctx.db.execute(sql`UPDATE creator_subscriptions
    SET current_period_end = now() - interval '1 minute',
        current_period_start = now() - interval '1 month'
    WHERE creator_id = ${creatorId} AND subscriber_id = ${fanId}`);

const purchasesOf = async (fanId: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM purchases
          WHERE buyer_id = ${fanId} AND kind = 'CREATOR_SUBSCRIPTION' AND status = 'PAID'`,
    )
  ).rows[0]!.n;

describe('the offer', () => {
  it('a creator sets a price and perks; anyone reads it, only the creator changes it', async () => {
    const author = await creator();
    const other = await creator();
    const shopper = await newShopper(ctx.app);
    const body = { price: 1500, perks: 'Behind-the-scenes from the Aba workshop', isOpen: true };

    const cases: [Registered, string, object, number][] = [
      [author, author.id, { ...body, price: 100 }, 400],
      [author, author.id, { ...body, price: 200_000 }, 400],
      [author, author.id, { ...body, perks: '' }, 400],
      [author, author.id, { ...body, price: 1500.555 }, 400],
      [other, author.id, body, 403],
      [shopper, shopper.id, body, 403],
    ];
    for (const [who, id, payload, status] of cases)
      expect((await setup(who, id, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect((await http().get(`/users/${author.id}/subscriptions/offer`)).statusCode).toBe(404);
    expect((await http().patch(`/users/${author.id}/subscriptions/setup`, body)).statusCode).toBe(
      401,
    );

    const saved = await setup(author, author.id, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ price: 1500, isOpen: true, mine: null });
    const read = await http().get(`/users/${author.id}/subscriptions/offer`);
    expect(read.json().data).toMatchObject({
      creatorId: author.id,
      price: 1500,
      perks: body.perks,
      isOpen: true,
      mine: null,
    });
    // Only the creator sees their earnings.
    expect(
      (
        await http().get(`/users/${author.id}/subscriptions/summary`, {
          token: other.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    const summary = await http().get(`/users/${author.id}/subscriptions/summary`, {
      token: author.accessToken,
    });
    expect(summary.json().data).toMatchObject({
      offer: { price: 1500 },
      activeSubscribers: 0,
      earnings: 0,
    });
  });
});

describe('subscribing', () => {
  it('from the wallet: charged once, the creator earns the price less Oja’s share', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(5000);

    const res = await subscribeTo(fan, author.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subscribed',
      data: {
        authorizationUrl: null,
        subscription: {
          creatorId: author.id,
          subscriberId: fan.id,
          status: 'ACTIVE',
          hasAccess: true,
          price: 2000,
          cancelAtPeriodEnd: false,
          user: { _id: author.id },
        },
      },
    });
    const end = new Date(res.json().data.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await naira(accounts.wallet(author.id))).toBe(1600);
    expect(await naira(accounts.revenue)).toBeGreaterThanOrEqual(400);

    // Again while active: refused, nothing charged.
    expect((await subscribeTo(fan, author.id)).statusCode).toBe(409);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);

    const offer = await http().get(`/users/${author.id}/subscriptions/offer`, {
      token: fan.accessToken,
    });
    expect(offer.json().data.mine).toMatchObject({ status: 'ACTIVE', hasAccess: true });
    const summary = await http().get(`/users/${author.id}/subscriptions/summary`, {
      token: author.accessToken,
    });
    expect(summary.json().data).toMatchObject({
      activeSubscribers: 1,
      earnings: 1600,
      earningsThisMonth: 1600,
    });
  });

  it('refuses what is not allowed or cannot be paid, and charges nothing', async () => {
    const author = await creatorWithOffer(2000);
    const noOffer = await creator();
    const poor = await fundedFan(500);
    const fan = await fundedFan(5000);

    expect((await subscribeTo(author, author.id)).statusCode).toBe(403);
    expect((await subscribeTo(fan, noOffer.id)).statusCode).toBe(404);
    expect((await subscribeTo(fan, uuidv7())).statusCode).toBe(404);
    expect((await subscribeTo(fan, author.id, { months: 2 })).statusCode).toBe(400);
    expect((await subscribeTo(fan, author.id, { action: 'JOIN' })).statusCode).toBe(400);
    expect((await subscribeTo(poor, author.id)).statusCode).toBe(409);
    expect((await cancel(fan, author.id)).statusCode).toBe(404);
    expect(
      (await http().patch(`/users/${author.id}/subscriptions/to`, { action: 'SUBSCRIBE' }))
        .statusCode,
    ).toBe(401);

    // Closed to new subscribers.
    await setup(author, author.id, { price: 2000, perks: 'Styling tips', isOpen: false });
    expect((await subscribeTo(fan, author.id)).statusCode).toBe(409);
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
    expect(await naira(accounts.wallet(poor.id))).toBe(500);
    expect(await naira(accounts.wallet(author.id))).toBe(0);
  });

  it('pays for several months at once, with reward points covering part', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(3000);
    await credit(ctx.db, services.ledger, accounts.points(fan.id), 500);
    const res = await subscribeTo(fan, author.id, { months: 3, point: 500 });
    expect(res.statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
    expect(await naira(accounts.points(fan.id))).toBe(0);
    expect(await naira(accounts.wallet(author.id))).toBe(2400);
    const end = new Date(res.json().data.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(85 * 86_400_000);
  });

  it('concurrent requests with one Idempotency-Key charge once', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(10_000);
    const key = uuidv7();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribeTo(fan, author.id, {}, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await purchasesOf(fan.id)).toBe(1);
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);
    expect(await naira(accounts.wallet(author.id))).toBe(1600);
    // Repeated later with the same key: the same answer, no charge.
    expect((await subscribeTo(fan, author.id, {}, key)).statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);
  });

  it('by card: the provider’s page, then the subscription once paid', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(0);
    const res = await subscribeTo(fan, author.id, { payWith: 'CARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toBeNull();
    expect(res.json().data.authorizationUrl).toEqual(expect.any(String));
  });
});

describe('subscriber-only posts', () => {
  it('are seen by the author and subscribers only, everywhere', async () => {
    const author = await creator();
    const text = 'Subscribers first: the new indigo wrapper collection';
    expect((await publish(author, { text, subscribersOnly: true })).statusCode).toBe(400);
    await setup(author, author.id, { price: 1000, perks: 'First looks' });
    const post = (await publish(author, { text, subscribersOnly: true })).json().data;
    expect(post).toMatchObject({ subscribersOnly: true });
    const open = (await publish(author, { text: 'For everyone' })).json().data;

    const fan = await fundedFan(5000);
    const stranger = await newShopper(ctx.app);
    const idsOf = async (token: string | undefined) =>
      (await http().get(`/posts?postByUserIds=${author.id}`, token ? { token } : {}))
        .json()
        .data.results.map((p: { _id: string }) => p._id);
    const sees = async (who: Registered | null) => ({
      list: (await idsOf(who?.accessToken)).includes(post._id),
      one: (await http().get(`/posts/${post._id}`, who ? { token: who.accessToken } : {}))
        .statusCode,
      comment: (
        await http().post(
          '/comments',
          { entityType: 'POST', entityId: post._id, text: 'Beautiful!' },
          who ? { token: who.accessToken } : {},
        )
      ).statusCode,
    });

    expect(await idsOf(undefined)).toEqual([open._id]);
    expect(await sees(null)).toMatchObject({ list: false, one: 404 });
    expect(await sees(stranger)).toEqual({ list: false, one: 404, comment: 404 });
    expect(await sees(fan)).toEqual({ list: false, one: 404, comment: 404 });
    expect((await sees(author)).list).toBe(true);

    await subscribeTo(fan, author.id);
    expect(await sees(fan)).toEqual({ list: true, one: 200, comment: 201 });
    const comments = await http().get(
      `/comments?commentEntityTypes=POST&commentEntityIds=${post._id}`,
    );
    expect(comments.json().data.results).toEqual([]);
    const forYou = await http().get('/posts/feed/for-you?limit=50', { token: fan.accessToken });
    expect(forYou.json().data.results.map((p: { _id: string }) => p._id)).not.toContain(post._id);

    // Cancelled: still seen until the paid period ends.
    expect((await cancel(fan, author.id)).json().data.subscription).toMatchObject({
      status: 'CANCELLED',
      cancelAtPeriodEnd: true,
      hasAccess: true,
    });
    expect((await sees(fan)).one).toBe(200);
    await endPeriod(author.id, fan.id);
    expect(await sees(fan)).toEqual({ list: false, one: 404, comment: 404 });
    // The renewal job leaves a cancelled subscription alone.
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await naira(accounts.wallet(fan.id))).toBe(4000);
  });
});

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

describe('GET users/subscribers', () => {
  it('a creator lists their subscribers, a fan their creators; nobody else’s', async () => {
    const author = await creatorWithOffer(1000);
    const fans = await Promise.all([fundedFan(2000), fundedFan(2000), fundedFan(2000)]);
    for (const fan of fans) await subscribeTo(fan, author.id);

    const page = await http().get(
      `/users/subscribers?subscribeToByPlannerIds=${author.id}&limit=2&page=1`,
      { token: author.accessToken },
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      totalRecords: 3,
      totalPages: 2,
      perPageLimit: 2,
      nextPage: 2,
    });
    expect(page.json().data.results).toHaveLength(2);
    expect(Object.keys(page.json().data.results[0].user).sort()).toEqual([
      '_id',
      'avatar',
      'handle',
      'name',
    ]);

    const fan = fans[0]!;
    const theirs = await http().get(`/users/subscribers?subscribeToBySubscriberIds=${fan.id}`, {
      token: fan.accessToken,
    });
    expect(theirs.json().data.results).toMatchObject([{ user: { _id: author.id } }]);

    const refused: [string, Registered, number][] = [
      [`subscribeToByPlannerIds=${author.id}`, fan, 403],
      [`subscribeToBySubscriberIds=${fan.id}`, author, 403],
      ['', author, 400],
      [`subscribeToByPlannerIds=${author.id}&subscribeToBySubscriberIds=${author.id}`, author, 400],
      ['subscribeToByPlannerIds=nope', author, 400],
    ];
    for (const [query, who, status] of refused)
      expect(
        (await http().get(`/users/subscribers?${query}`, { token: who.accessToken })).statusCode,
        query,
      ).toBe(status);
    expect(
      (await http().get(`/users/subscribers?subscribeToByPlannerIds=${author.id}`)).statusCode,
    ).toBe(401);
  });
});

describe('the price a fan saw (decision 041)', () => {
  /** Only the given fan's notices and e-mails of a kind, newest last. */
  const told = async (fan: Registered, type: string) => ({
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
  const toldDaysAgo = (creatorId: string, fanId: string, days: number) =>
    ctx.db.execute(sql`UPDATE creator_subscriptions
      SET new_price_told_at = now() - make_interval(days => ${days})
      WHERE creator_id = ${creatorId} AND subscriber_id = ${fanId}`);
  const mineOf = async (fan: Registered, creatorId: string) =>
    (
      await http().get(`/users/subscribers?subscribeToBySubscriberIds=${fan.id}`, {
        token: fan.accessToken,
      })
    )
      .json()
      .data.results.find((r: { creatorId: string }) => r.creatorId === creatorId);
  const answer = (who: Registered | null, creatorId: string, body: object) =>
    http().patch(
      `/users/${creatorId}/subscriptions/price`,
      body,
      who ? { token: who.accessToken } : {},
    );
  const ledgerLines = async () =>
    (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`))
      .rows[0]!.n;

  it('a subscribe at a price that changed is refused with the new price, and charges nothing', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    await setup(author, author.id, { price: 1500, perks: 'First looks' });
    const lines = await ledgerLines();

    const stale = await subscribeTo(fan, author.id, { amount: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: { amount: expect.stringContaining('The price of this subscription is now ₦1,500') },
    });
    // Without the price shown, or with one that is not a number: 400.
    for (const amount of [undefined, 'abc', -5])
      expect((await subscribeTo(fan, author.id, { amount })).statusCode, String(amount)).toBe(400);
    expect(await purchasesOf(fan.id)).toBe(0);
    expect(await ledgerLines()).toBe(lines);
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
    expect(await naira(accounts.wallet(author.id))).toBe(0);
    expect(await mineOf(fan, author.id)).toBeUndefined();

    // At the price shown now, for three months: charged that, and it is the price agreed.
    const ok = await subscribeTo(fan, author.id, { amount: 1500, months: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.subscription).toMatchObject({ price: 1500, newPrice: null });
    expect(await naira(accounts.wallet(fan.id))).toBe(500);

    // Resuming after a cancel: the price shown must be the one this fan renews at.
    await cancel(fan, author.id);
    expect((await subscribeTo(fan, author.id, { amount: 1000 })).statusCode).toBe(409);
    expect((await mineOf(fan, author.id)).cancelAtPeriodEnd).toBe(true);
    expect((await subscribeTo(fan, author.id, { amount: 1500 })).statusCode).toBe(200);
    expect((await mineOf(fan, author.id)).cancelAtPeriodEnd).toBe(false);
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
  });

  it('a raise is told at once; a renewal inside 7 days keeps the old price, the one after ends the subscription unaccepted', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    await subscribeTo(fan, author.id);
    const raised = await setup(author, author.id, { price: 1500, perks: 'First looks' });
    expect(raised.statusCode).toBe(200);

    // Told in the app and by e-mail, with the date it would apply from.
    const mine = await mineOf(fan, author.id);
    expect(mine).toMatchObject({
      price: 1000,
      newPrice: 1500,
      newPriceAccepted: false,
      newPriceFrom: mine.currentPeriodEnd,
    });
    const raise = await told(fan, 'subscription_price_raised');
    expect(raise.notices).toEqual([
      {
        title: expect.stringContaining('raising their subscription to ₦1,500'),
        body: expect.stringContaining('We will not charge the new price unless you accept it'),
      },
    ]);
    expect(raise.mails).toContainEqual(expect.stringContaining('subscription to ₦1,500'));
    // The profile shows the fan their own price and the one waiting.
    const offer = await http().get(`/users/${author.id}/subscriptions/offer`, {
      token: fan.accessToken,
    });
    expect(offer.json().data).toMatchObject({
      price: 1500,
      mine: { price: 1000, newPrice: 1500, newPriceAccepted: false },
    });

    // A renewal 3 days after the notice is too soon: the new price would apply a month later.
    await ctx.db.execute(sql`UPDATE creator_subscriptions
      SET current_period_end = now() + interval '3 days'
      WHERE creator_id = ${author.id} AND subscriber_id = ${fan.id}`);
    const soon = await mineOf(fan, author.id);
    const gap = Date.parse(soon.newPriceFrom) - Date.parse(soon.currentPeriodEnd);
    expect(gap).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(gap).toBeLessThanOrEqual(31 * 86_400_000);

    // The notice came less than 7 days before this renewal: the agreed price.
    await endPeriod(author.id, fan.id);
    expect(await services.creatorSubscriptions.renewDue()).toBe(1);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ACTIVE',
      price: 1000,
      newPrice: 1500,
    });

    // The next renewal is more than 7 days after the notice, and the fan never accepted:
    // not renewed, nothing taken, the fan told why.
    await toldDaysAgo(author.id, fan.id, 8);
    await endPeriod(author.id, fan.id);
    const lines = await ledgerLines();
    expect(await services.creatorSubscriptions.renewDue()).toBe(1);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await ledgerLines()).toBe(lines);
    expect(await purchasesOf(fan.id)).toBe(2);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ENDED',
      hasAccess: false,
      price: 1000,
      newPrice: 1500,
    });
    const ended = await told(fan, 'subscription_price_ended');
    expect(ended.notices).toEqual([
      {
        title: expect.stringContaining(`Your subscription to`),
        body: expect.stringContaining('you did not accept it'),
      },
    ]);
    expect(ended.mails).toContainEqual(expect.stringMatching(/^Your subscription to .* ends on/));
  });

  it('an accepted raise is charged from the renewal it applies to, once, and then kept', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(10_000);
    await subscribeTo(fan, author.id);
    await setup(author, author.id, { price: 1500, perks: 'First looks' });

    const accepted = await answer(fan, author.id, { decision: 'ACCEPT', amount: 1500 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      price: 1000,
      newPrice: 1500,
      newPriceAccepted: true,
      status: 'ACTIVE',
    });

    // Accepted, but the renewal is inside the 7 days: still the agreed price.
    await endPeriod(author.id, fan.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);

    // The renewal it applies to: the new price, once, however many passes run.
    await toldDaysAgo(author.id, fan.id, 8);
    await endPeriod(author.id, fan.id);
    await Promise.all([
      services.creatorSubscriptions.renewDue(),
      services.creatorSubscriptions.renewDue(),
    ]);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await naira(accounts.wallet(fan.id))).toBe(6500);
    expect(await naira(accounts.wallet(author.id))).toBe(800 + 800 + 1200);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ACTIVE',
      price: 1500,
      newPrice: null,
      newPriceAccepted: false,
    });
    // From then on it is the price agreed.
    await endPeriod(author.id, fan.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
  });

  it('only the fan answers for their own subscription, at the price shown; declining ends it with the paid period', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    const other = await fundedFan(5000);
    const stranger = await newShopper(ctx.app);
    await subscribeTo(fan, author.id);
    await subscribeTo(other, author.id);

    // Nothing to answer yet.
    expect((await answer(fan, author.id, { decision: 'ACCEPT', amount: 1000 })).statusCode).toBe(
      409,
    );
    await setup(author, author.id, { price: 1500, perks: 'First looks' });

    const refused: [Registered | null, string, object, number][] = [
      [null, author.id, { decision: 'ACCEPT', amount: 1500 }, 401],
      [stranger, author.id, { decision: 'ACCEPT', amount: 1500 }, 404],
      [author, author.id, { decision: 'ACCEPT', amount: 1500 }, 403],
      [fan, uuidv7(), { decision: 'ACCEPT', amount: 1500 }, 404],
      [fan, author.id, { decision: 'YES', amount: 1500 }, 400],
      [fan, author.id, { decision: 'ACCEPT' }, 400],
      [fan, author.id, { decision: 'ACCEPT', amount: 1000 }, 409],
      [fan, author.id, { decision: 'ACCEPT', amount: 15_000 }, 409],
    ];
    for (const [who, id, body, status] of refused)
      expect((await answer(who, id, body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(await mineOf(fan, author.id)).toMatchObject({ newPriceAccepted: false });

    // Another fan accepting accepts only for themselves.
    expect((await answer(other, author.id, { decision: 'ACCEPT', amount: 1500 })).statusCode).toBe(
      200,
    );
    expect(await mineOf(fan, author.id)).toMatchObject({ newPriceAccepted: false });

    // The fan declines: no renewal after the paid period, and nothing more is taken.
    const declined = await answer(fan, author.id, { decision: 'DECLINE', amount: 1500 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'CANCELLED', cancelAtPeriodEnd: true });
    await toldDaysAgo(author.id, fan.id, 8);
    await toldDaysAgo(author.id, other.id, 8);
    await endPeriod(author.id, fan.id);
    await endPeriod(author.id, other.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(4000);
    expect(await naira(accounts.wallet(other.id))).toBe(2500);
    expect(await mineOf(fan, author.id)).toMatchObject({ status: 'ENDED' });
  });

  it('a lower price applies at once to every subscriber’s next renewal, and replaces a raise', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(10_000);
    const accepting = await fundedFan(10_000);
    await subscribeTo(fan, author.id);
    await subscribeTo(accepting, author.id);
    await setup(author, author.id, { price: 3000, perks: 'First looks' });
    await answer(accepting, author.id, { decision: 'ACCEPT', amount: 3000 });

    // Lowered below the raise but still above the agreed price: the raise waits at the lower
    // figure; who accepted the higher one keeps their acceptance.
    await setup(author, author.id, { price: 2500, perks: 'First looks' });
    expect(await mineOf(accepting, author.id)).toMatchObject({
      price: 2000,
      newPrice: 2500,
      newPriceAccepted: true,
    });
    expect(await mineOf(fan, author.id)).toMatchObject({ newPrice: 2500 });

    // A former subscriber (cancelled, period over) hears of no price change.
    const former = await fundedFan(5000);
    await subscribeTo(former, author.id, { amount: 2500 });
    await cancel(former, author.id);
    await endPeriod(author.id, former.id);

    // Below what they agreed to: theirs from the next renewal, no raise left to answer.
    await setup(author, author.id, { price: 1500, perks: 'First looks' });
    expect((await told(former, 'subscription_price_lowered')).notices).toEqual([]);
    expect(await mineOf(former, author.id)).toMatchObject({ status: 'ENDED', price: 2500 });
    for (const who of [fan, accepting]) {
      expect(await mineOf(who, author.id)).toMatchObject({
        price: 1500,
        newPrice: null,
        newPriceAccepted: false,
      });
      expect((await told(who, 'subscription_price_lowered')).notices).toEqual([
        expect.objectContaining({
          title: expect.stringContaining('lowered their subscription to ₦1,500'),
        }),
      ]);
      await endPeriod(author.id, who.id);
    }
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(6500);
    expect(await naira(accounts.wallet(accepting.id))).toBe(6500);
    expect(await naira(accounts.wallet(author.id))).toBe(1600 * 2 + 2000 + 1200 * 2);
  });
});
