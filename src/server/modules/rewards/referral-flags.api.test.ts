import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services.ts';
import type { TestContext } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { referralFixtures } from './referrals.fixtures.ts';

let ctx: TestContext;
let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const f = referralFixtures(() => ({ ctx, services }));
const { http, referrer, friendOf, receivedOrder, pointsOf, referralEntries, listOf, summaryOf } = f;

const REFERRER_POINTS = 500;

describe('Referrals that look like one person earn nothing and are flagged', () => {
  /** The referral was flagged for `reason` and paid nobody. */
  async function expectFlagged(
    ada: Awaited<ReturnType<typeof referrer>>,
    friend: { id: string },
    reason: string,
  ) {
    expect(await f.stored(friend.id)).toEqual([{ status: 'FLAGGED', reason }]);
    expect(await referralEntries(ada)).toEqual([]);
    expect(await pointsOf(ada.id)).toBe(0);
    const listed = (await listOf(ada)).json().data.results;
    expect(listed).toEqual([
      expect.objectContaining({ _id: friend.id, status: 'FLAGGED', pointsEarned: 0 }),
    ]);
    expect((await summaryOf(ada)).json().data).toMatchObject({ flagged: 1, rewarded: 0 });
  }

  it('when the friend’s phone number is the referrer’s, however it is written', async () => {
    const ada = await referrer();
    const friend = await friendOf(ada);
    // Stored in another form than the referrer's (sign-up would refuse the same number).
    await ctx.db.execute(
      sql`UPDATE users SET phone_number = '0' || (SELECT phone_number FROM users WHERE id = ${ada.id})
          WHERE id = ${friend.id}`,
    );
    await receivedOrder(friend);
    await expectFlagged(ada, friend, 'SAME_PHONE');
  });

  it('when the first order went to the referrer’s own phone number', async () => {
    const ada = await referrer();
    const friend = await friendOf(ada);
    const national = String(ada.input.phoneNumber).replace(/^0/, '');
    await receivedOrder(friend, { phone: `+234 ${national}` });
    await expectFlagged(ada, friend, 'SAME_DELIVERY_PHONE');
  });

  it('when the first order went to a phone on one of the referrer’s addresses', async () => {
    const ada = await referrer();
    const saved = await http().post(
      `/users/${ada.id}/address`,
      {
        recipientName: 'Ada Obi',
        phone: '0809 555 1234',
        street: '3 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
        country: 'NG',
      },
      { token: ada.accessToken },
    );
    expect(saved.statusCode).toBe(201);
    const friend = await friendOf(ada);
    await receivedOrder(friend, { phone: '08095551234' });
    await expectFlagged(ada, friend, 'SAME_DELIVERY_PHONE');
  });

  it('when the two e-mails are one mailbox (a +tag, Gmail’s dots and domains)', async () => {
    const stamp = `${process.pid}${Date.now()}`.slice(-8);
    const ada = await referrer({ email: `adaobi${stamp}@gmail.com` });
    const friend = await friendOf(ada, { email: `Ada.Obi${stamp}+oja@googlemail.com` });
    await receivedOrder(friend);
    await expectFlagged(ada, friend, 'SAME_EMAIL');

    const chidi = await referrer({ email: `chidi${stamp}+shop@yahoo.com` });
    const alias = await friendOf(chidi, { email: `chidi${stamp}@yahoo.com` });
    await receivedOrder(alias);
    await expectFlagged(chidi, alias, 'SAME_EMAIL');
  });

  it('when the friend saved one of the referrer’s bank accounts', async () => {
    const ada = await referrer();
    const friend = await friendOf(ada);
    const account = { accountNumber: '0123456789', bankCode: '058' };
    for (const who of [ada, friend]) {
      const res = await http().post('/payments/accounts', account, { token: who.accessToken });
      expect(res.statusCode).toBe(201);
    }
    await receivedOrder(friend);
    await expectFlagged(ada, friend, 'SAME_BANK_ACCOUNT');
  });

  it('when the referrer reached the month’s cap, counted in Lagos months, under load too', async () => {
    const ada = await referrer();
    // Nine referrals paid this month and one last month (arranged: what the cap counts).
    const earlier = await Promise.all(Array.from({ length: 10 }, () => friendOf(ada)));
    const lastMonth = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    for (const [i, friend] of earlier.entries())
      await ctx.db.execute(
        sql`INSERT INTO referral_rewards
              (referred_id, referrer_id, status, order_id, referrer_points, friend_points, rewarded_at)
            VALUES (${friend.id}, ${ada.id}, 'REWARDED', ${uuidv7()}, 0, 0,
              ${i === 0 ? lastMonth : new Date()})`,
      );
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push(await f.unjudgedFriend(ada));
    await Promise.all(waiting.map((w) => services.referrals.orderReceived(w.order)));
    const judged = (await Promise.all(waiting.map((w) => f.stored(w.friend.id)))).flat();
    expect(judged.filter((r) => r.status === 'REWARDED')).toHaveLength(1);
    expect(judged.filter((r) => r.status === 'FLAGGED')).toEqual([
      { status: 'FLAGGED', reason: 'MONTHLY_CAP' },
      { status: 'FLAGGED', reason: 'MONTHLY_CAP' },
    ]);
    expect(await pointsOf(ada.id)).toBe(REFERRER_POINTS);

    // Next month the count starts again.
    const next = await f.unjudgedFriend(ada);
    const inAMonth = new Date(Date.now() + 32 * 24 * 60 * 60_000);
    await services.referrals.orderReceived(next.order, inAMonth);
    expect(await f.stored(next.friend.id)).toEqual([{ status: 'REWARDED', reason: null }]);
    expect(await pointsOf(ada.id)).toBe(2 * REFERRER_POINTS);
  });
});
