import { describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { ctx, http, naira, readyPerson, requestCount } from './badges.fixtures.ts';

describe('creator badge', () => {
  async function creator() {
    const user = await readyPerson();
    await http().put(`/users/${user.id}/creator`, undefined, { token: user.accessToken });
    return user;
  }
  const request = (who: Registered, userId = who.id) =>
    http().put(
      `/users/${userId}/content-creator/request-verification`,
      { payWith: 'WALLET' },
      { token: who.accessToken },
    );

  it('asks for posts and followers, with the figures; then pays', async () => {
    const user = await creator();
    await http().post(
      '/posts',
      { text: 'New adire prints this week' },
      { token: user.accessToken },
    );
    const refused = await request(user);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().message).sort()).toEqual(['followers', 'posts']);
    expect(refused.json().message.posts).toBe('Publish at least 2 posts (you have 1)');
    const status = (
      await http().get(`/users/${user.id}/badge/verification`, { token: user.accessToken })
    ).json().data;
    expect(status.kind).toBe('CREATOR');
    expect(status.requirements.find((r: { key: string }) => r.key === 'followers')).toMatchObject({
      met: false,
      current: 0,
      target: 2,
    });
    expect(await naira(accounts.wallet(user.id))).toBe(6000);

    await http().post(
      '/posts',
      { text: 'Behind the scenes at the dye pits' },
      { token: user.accessToken },
    );
    for (let i = 0; i < 2; i++) {
      const fan = await newShopper(ctx.app);
      const f = await http().put(`/users/${user.id}/follower/${fan.id}`, undefined, {
        token: fan.accessToken,
      });
      expect(f.statusCode).toBe(200);
    }
    const paid = await request(user);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.request).toMatchObject({
      kind: 'CREATOR',
      status: 'PENDING',
      fee: 5000,
    });
    expect(await naira(accounts.wallet(user.id))).toBe(1000);
  });

  it('shows someone who is not a creator yet what the creator badge would ask, and still refuses to charge it', async () => {
    const person = await readyPerson();
    const fan = await newShopper(ctx.app);
    await http().put(`/users/${person.id}/follower/${fan.id}`, undefined, {
      token: fan.accessToken,
    });
    const as = { token: person.accessToken };
    const today = (await http().get(`/users/${person.id}/badge/verification`, as)).json().data;
    expect(today).toMatchObject({ kind: 'PERSONAL', eligible: true });
    expect(today.requirements.map((r: { key: string }) => r.key)).toEqual([
      'emailVerified',
      'phoneVerified',
      'photo',
      'bio',
    ]);
    const res = await http().get(`/users/${person.id}/badge/verification?kind=CREATOR`, as);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'CREATOR', eligible: false, request: null });
    expect(res.json().data.requirements).toMatchObject([
      { key: 'creator', label: 'Creator on Oja', met: false },
      { key: 'emailVerified', met: true },
      { key: 'phoneVerified', met: true },
      { key: 'photo', met: true },
      { key: 'bio', met: true },
      { key: 'posts', label: 'Active posts', met: false, current: 0, target: 2 },
      { key: 'followers', label: 'Followers', met: false, current: 1, target: 2 },
    ]);
    // Another user's preview is not theirs to read.
    const other = await readyPerson();
    const theirs = await http().get(`/users/${person.id}/badge/verification?kind=CREATOR`, {
      token: other.accessToken,
    });
    expect(theirs.statusCode).toBe(403);
    // Paying for it is still refused, and nothing is charged.
    expect((await request(person)).statusCode).toBe(403);
    expect(await naira(accounts.wallet(person.id))).toBe(6000);
    expect(await requestCount(person.id)).toBe(0);
  });

  it('only for oneself, and only for creators', async () => {
    const user = await creator();
    const other = await readyPerson();
    expect((await request(other, user.id)).statusCode).toBe(403);
    expect((await request(other)).statusCode).toBe(403);
    expect(await naira(accounts.wallet(other.id))).toBe(6000);
  });
});
