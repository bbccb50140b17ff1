import { describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  ctx,
  services,
  http,
  creator,
  publish,
  naira,
  fundedFan,
  setup,
  subscribeTo,
  cancel,
  creatorWithOffer,
  endPeriod,
} from './creator-subscriptions.fixtures.ts';

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
