import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, openShop } from '../../testing/shop.ts';
import { createBusiness, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { givePlan } from '../../testing/plans.ts';
import { messageFixtures } from './messages.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, get, unread, rows, opened } = messageFixtures(() => ctx);
describe('who may read and write a conversation', () => {
  it('anyone but its two parties is told it does not exist, and writes nothing', async () => {
    const { vendor, shop, id } = await opened();
    const stranger = await newShopper(ctx.app);
    const otherVendor = (await openShop(ctx.app)).vendor;
    const before = await rows();
    for (const who of [stranger, otherVendor]) {
      const token = { token: who.accessToken };
      const answers = [
        await http().get(`/conversations/${id}`, token),
        await http().get(`/conversations/${id}/messages`, token),
        await http().post(`/conversations/${id}/messages`, { text: 'Hello' }, token),
        await http().put(`/conversations/${id}/read`, undefined, token),
        await http().put(`/conversations/${id}/block`, undefined, token),
        await http().delete(`/conversations/${id}/block`, token),
        await http().get(`/businesses/${shop._id}/conversations`, token),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect(answers[0]!.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await http().get('/conversations', token)).json().data.totalRecords).toBe(0);
      expect((await unread(who)).total).toBe(0);
    }
    expect(await rows()).toEqual(before);
    // The owner's other business (a paid plan's) does not show this inbox either.
    await givePlan(ctx.db, vendor.id);
    const second = await createBusiness(ctx.app, vendor);
    const empty = await get(vendor, `/businesses/${second._id}/conversations`);
    expect(empty.json().data.totalRecords).toBe(0);
  });

  it('through one business’s inbox, another business’s conversation is not found, even for their owner', async () => {
    const { vendor, shop, shopper, id } = await opened();
    await givePlan(ctx.db, vendor.id);
    const other = await createBusiness(ctx.app, vendor, { name: 'Kano Leatherworks' });
    const token = { token: vendor.accessToken };
    const through = (businessId: string) => ({
      get: () => http().get(`/conversations/${id}?businessId=${businessId}`, token),
      messages: () => http().get(`/conversations/${id}/messages?businessId=${businessId}`, token),
      send: () =>
        http().post(
          `/conversations/${id}/messages?businessId=${businessId}`,
          { text: 'Yes, we have size 14' },
          token,
        ),
      read: () =>
        http().put(`/conversations/${id}/read?businessId=${businessId}`, undefined, token),
      block: () =>
        http().put(`/conversations/${id}/block?businessId=${businessId}`, undefined, token),
    });

    // Through the other business's inbox: 404 for reading, answering, marking read and blocking.
    const before = await rows();
    const wrong = through(other._id);
    const refused = [
      await wrong.get(),
      await wrong.messages(),
      await wrong.send(),
      await wrong.read(),
      await wrong.block(),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    for (const r of refused)
      expect(r.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Conversation not found',
      });
    expect(await rows()).toEqual(before);
    const counts = (await unread(vendor)).businesses as { _id: string; unread: number }[];
    expect(counts.sort((a, b) => (a._id === shop._id ? -1 : b._id === shop._id ? 1 : 0))).toEqual([
      { _id: shop._id, unread: 1 },
      { _id: other._id, unread: 0 },
    ]);
    const list = await get(vendor, `/businesses/${other._id}/conversations`);
    expect(list.json().data.totalRecords).toBe(0);

    // The shopper cannot open it as the business either.
    const asShopper = await http().get(`/conversations/${id}?businessId=${shop._id}`, {
      token: shopper.accessToken,
    });
    expect(asShopper.statusCode).toBe(404);

    // A malformed business id is a 400 naming it, nothing written.
    const bad = await http().post(
      `/conversations/${id}/messages?businessId=kano`,
      { text: 'Hello' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: { businessId: 'Must be a valid id' },
    });
    expect(await rows()).toEqual(before);

    // Through its own business's inbox, the owner reads and answers.
    const right = through(shop._id);
    expect((await right.get()).json().data).toMatchObject({ _id: id, side: 'BUSINESS' });
    expect((await right.messages()).json().data.totalRecords).toBe(1);
    expect((await right.send()).statusCode).toBe(201);
    expect((await right.read()).json().data).toMatchObject({ unread: 0 });
    expect(await rows()).toEqual({ ...before, messages: before.messages + 1 });
  });
});
