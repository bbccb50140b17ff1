import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, payOnSandbox } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import { postFixtures } from './posts.fixtures.ts';

let ctx: TestContext;
let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  ctx = await createTestContext();
  ledger = createLedgerService({ db: ctx.db });
});
afterAll(() => ctx.close());
afterEach(async () => {
  // Every naira that moved is accounted for.
  expect(await ledger.total()).toBe(0n);
});

const { http, creator, publish } = postFixtures(() => ctx);
const naira = async (account: string) => Number(await ledger.balance(account)) / 100;

async function fundedFan(amount: number) {
  const fan = await newShopper(ctx.app);
  await credit(ctx.db, ledger, accounts.wallet(fan.id), amount);
  return fan;
}

async function creatorPost(text = 'Behind the scenes at the dye pits') {
  const author = await creator();
  const post = (await publish(author, { text })).json().data;
  return { author, post };
}

/** The post's record for its creator's notifications: who did what. */
const interactionsOn = async (postId: string) =>
  (
    await ctx.db.execute(
      sql`SELECT user_id, type, owner_id FROM interactions
          WHERE entity_type = 'POST' AND entity_id = ${postId} ORDER BY id`,
    )
  ).rows;

const superLike = (fan: Registered, postId: string, tag: string, body: object = {}) =>
  http().post(`/posts/${postId}/super-like?tag=${tag}`, body, { token: fan.accessToken });

describe('super-likes', () => {
  it('a fan super-likes from the wallet: the creator earns it less Oja’s share, once', async () => {
    const { author, post } = await creatorPost();
    const fan = await fundedFan(1000);
    const tiers = (await http().get('/posts/super-likes/tiers')).json().data;
    expect(tiers).toEqual([
      { tier: 'MID', name: 'Aquarius', color: 'blue', fee: 100 },
      { tier: 'HIGH', name: 'Firefly', color: 'orange', fee: 200 },
      { tier: 'CRYSTAL', name: 'Thoria', color: 'violet', fee: 500 },
      { tier: 'PLATINUM', name: 'Stellar', color: 'yellow', fee: 1000 },
    ]);

    const res = await superLike(fan, post._id, 'crystal', {
      user: fan.id,
      post: post._id,
      payWith: 'WALLET',
      point: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Super-like sent',
      data: { post: { superLikes: 1, superLiked: 'CRYSTAL' }, authorizationUrl: null },
    });
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
    expect(await naira(accounts.wallet(author.id))).toBe(400);

    // Asking again charges nothing; another tier for the same post is refused.
    expect((await superLike(fan, post._id, 'CRYSTAL', { payWith: 'WALLET' })).statusCode).toBe(200);
    expect((await superLike(fan, post._id, 'mid', { payWith: 'WALLET' })).statusCode).toBe(409);
    expect(await naira(accounts.wallet(fan.id))).toBe(500);

    // Taken back: no longer shown or counted, not refunded; shown again without a new charge.
    const back = await http().post(`/posts/${post._id}/super-unlike`, undefined, {
      token: fan.accessToken,
    });
    expect(back.json().data).toMatchObject({ superLikes: 0, superLiked: null });
    const again = await superLike(fan, post._id, 'crystal', { payWith: 'WALLET' });
    expect(again.json().data.post).toMatchObject({ superLikes: 1, superLiked: 'CRYSTAL' });
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
    expect(await naira(accounts.wallet(author.id))).toBe(400);
    // The creator is told once about the super-like that shows, not about the one taken back.
    expect(await interactionsOn(post._id)).toEqual([
      { user_id: fan.id, type: 'SUPER_LIKE', owner_id: author.id },
    ]);
  });

  it('refuses what cannot be paid or is not allowed, and charges nothing', async () => {
    const { author, post } = await creatorPost();
    const fan = await fundedFan(150);
    const cases: [Registered, string, string, object, number][] = [
      [fan, post._id, 'gold', {}, 400],
      [fan, post._id, 'mid', { user: author.id }, 403],
      [fan, post._id, 'mid', { post: uuidv7() }, 403],
      [fan, uuidv7(), 'mid', {}, 404],
      [author, post._id, 'mid', { payWith: 'WALLET' }, 403],
      [fan, post._id, 'high', { payWith: 'WALLET' }, 409],
    ];
    for (const [who, postId, tag, body, status] of cases) {
      const res = await superLike(who, postId, tag, body);
      expect(res.statusCode, `${tag} ${JSON.stringify(body)}`).toBe(status);
    }
    expect((await http().post(`/posts/${post._id}/super-like?tag=mid`)).statusCode).toBe(401);
    expect(await naira(accounts.wallet(fan.id))).toBe(150);
    expect((await http().get(`/posts/${post._id}`)).json().data.superLikes).toBe(0);
  });

  it('20 super-likes at once from a wallet that covers 10: exactly 10 charged, no overdraft', async () => {
    const author = await creator();
    const posts = [];
    for (let i = 0; i < 20; i++)
      posts.push((await publish(author, { text: `Look ${i}` })).json().data);
    const fan = await fundedFan(1000);
    const answers = await Promise.all(
      posts.map((p) => superLike(fan, p._id, 'mid', { payWith: 'WALLET' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c >= 400 && c < 500)).toBe(true);
    expect(await naira(accounts.wallet(fan.id))).toBe(0);
    expect(await naira(accounts.wallet(author.id))).toBe(800);
    const shown = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM post_super_likes WHERE user_id = ${fan.id}`,
    );
    expect(shown.rows[0]).toEqual({ n: 10 });
  });

  it('a card super-like shows once the provider confirms the payment', async () => {
    const { author, post } = await creatorPost();
    const fan = await newShopper(ctx.app);
    const res = await superLike(fan, post._id, 'platinum', { payWith: 'CARD' });
    expect(res.json().message).toBe('Complete the payment');
    expect(res.json().data.post.superLiked).toBeNull();
    const back = await payOnSandbox(ctx.app, res.json().data.authorizationUrl);
    expect(back).toContain(`/explore/for-you?post=${post._id}&payment=`);
    const paymentId = new URL(back, 'http://oja').searchParams.get('payment');
    await http().patch(`/orders/transaction-order/${paymentId}`, undefined, {
      token: fan.accessToken,
    });
    const seen = (await http().get(`/posts/${post._id}`, { token: fan.accessToken })).json().data;
    expect(seen).toMatchObject({ superLikes: 1, superLiked: 'PLATINUM' });
    expect(await naira(accounts.wallet(author.id))).toBe(800);
  });
});

describe('gifts', () => {
  it('a fan sends a gift from the wallet: the creator earns it, and the same gift is sent once', async () => {
    const { author, post } = await creatorPost();
    const fan = await fundedFan(5000);
    const giftId = uuidv7();
    const send = (amount: unknown, who: Registered = fan, id = giftId) =>
      http().patch(
        `/posts/${post._id}/gifts/${id}/earnings`,
        { amount, payWith: 'WALLET' },
        { token: who.accessToken },
      );
    const res = await send(2500);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Gift sent successfully',
      data: { post: { gifts: 1 } },
    });
    expect((await send(2500)).statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(2500);
    expect(await naira(accounts.wallet(author.id))).toBe(2000);
    expect(await naira(accounts.revenue)).toBeGreaterThanOrEqual(500);

    for (const [amount, who, status] of [
      [50, fan, 400],
      ['lots', fan, 400],
      [100.555, fan, 400],
      [9000, fan, 409],
      [500, author, 403],
    ] as const) {
      const answer = await send(amount, who, uuidv7());
      expect(answer.statusCode, `${amount}`).toBe(status);
    }
    expect(await naira(accounts.wallet(fan.id))).toBe(2500);
    const gifts = await ctx.db.execute(
      sql`SELECT amount_kobo, earnings_kobo FROM post_gifts WHERE post_id = ${post._id}`,
    );
    expect(gifts.rows).toEqual([{ amount_kobo: '250000', earnings_kobo: '200000' }]);
    expect(await interactionsOn(post._id)).toEqual([
      { user_id: fan.id, type: 'GIFT', owner_id: author.id },
    ]);
  });

  it('a gift id already sent by someone else, or on another post, charges nothing', async () => {
    const { post } = await creatorPost();
    const { author: other, post: otherPost } = await creatorPost('Another post');
    const first = await fundedFan(1000);
    const giftId = uuidv7();
    const send = (postId: string, who: Registered) =>
      http().patch(
        `/posts/${postId}/gifts/${giftId}/earnings`,
        { amount: 100, payWith: 'WALLET' },
        { token: who.accessToken },
      );
    expect((await send(otherPost._id, first)).statusCode).toBe(200);

    const second = await fundedFan(1000);
    for (const [postId, who] of [
      [post._id, second],
      [otherPost._id, second],
      [post._id, first],
    ] as const) {
      const answer = await send(postId, who);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    }
    expect(await naira(accounts.wallet(second.id))).toBe(1000);
    expect(await naira(accounts.wallet(first.id))).toBe(900);
    expect(await naira(accounts.wallet(other.id))).toBe(80);
    const gifts = await ctx.db.execute(
      sql`SELECT sender_id, post_id FROM post_gifts WHERE id = ${giftId}`,
    );
    expect(gifts.rows).toEqual([{ sender_id: first.id, post_id: otherPost._id }]);
  });

  it('takes ₦128.02 to the kobo, and refuses amounts that are not plain numbers', async () => {
    const { author, post } = await creatorPost();
    const fan = await fundedFan(1000);
    const send = (amount: unknown) =>
      http().patch(
        `/posts/${post._id}/gifts/${uuidv7()}/earnings`,
        { amount, payWith: 'WALLET' },
        { token: fan.accessToken },
      );
    for (const amount of [[100], '0x64', ' 100 ', '1e2', 1e2 + 0.001, '100.001', true, null]) {
      const answer = await send(amount);
      expect(answer.statusCode, JSON.stringify(amount)).toBe(400);
      expect(answer.json().message).toHaveProperty('amount');
    }
    expect((await send(128.02)).statusCode).toBe(200);
    expect((await send('100.50')).statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(771.48);
    expect(await ledger.balance(accounts.wallet(author.id))).toBe(18_282n);
  });
});
