import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { checkout, claim, createVoucher, ctx, pay, supportUser } from './vouchers.fixtures.ts';

const countVouchers = async () =>
  (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM vouchers`)).rows[0]!.n;

describe('creating vouchers', () => {
  it('lets a business owner create one, and refuses bad input, other users and unknown businesses', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const other = await openShop(ctx.app);
    const theirs = await addProduct(ctx.app, other.vendor, other.shop._id);
    const theirTag = (
      await api(ctx.app).post(
        '/tags',
        { businessId: other.shop._id, name: 'Aso-oke' },
        { token: other.vendor.accessToken },
      )
    ).json().data;

    const res = await createVoucher(vendor, {
      businessId: shop._id,
      code: 'adire10',
      kind: 'PERCENT',
      percent: 10,
      cap: 2000,
      minOrder: 5000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'ADIRE10',
      kind: 'PERCENT',
      percent: 10,
      cap: 2000,
      minOrder: 5000,
      funder: 'BUSINESS',
      status: 'ACTIVE',
      left: 5,
      business: { _id: shop._id },
      figures: { totalCount: 5, claimed: 0, used: 0, discountGiven: 0, sales: 0 },
    });

    const before = await countVouchers();
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'AMOUNT', amount: undefined }, 'amount'],
      [{ kind: 'PERCENT', amount: undefined }, 'percent'],
      [{ kind: 'PERCENT', percent: 95, amount: undefined }, 'percent'],
      [{ endsAt: '2020-01-01' }, 'endsAt'],
      [{ endsAt: 'soon' }, 'endsAt'],
      [{ totalCount: 0 }, 'totalCount'],
      [{ code: 'no spaces!' }, 'code'],
      [{ title: '' }, 'title'],
      [{ amount: 12.345 }, 'amount'],
      [{ productIds: [theirs._id] }, 'productIds'],
      [{ tagIds: [theirTag._id] }, 'tagIds'],
      [{ tagIds: ['not-an-id'] }, 'tagIds.0'],
    ];
    for (const [body, field] of bad) {
      const r = await createVoucher(vendor, { businessId: shop._id, ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json().message)).toContain(field);
    }
    // The same code twice in one business.
    const again = await createVoucher(vendor, { businessId: shop._id, code: 'ADIRE10' });
    expect(again.statusCode).toBe(409);
    expect(await countVouchers()).toBe(before);

    expect((await createVoucher(other.vendor, { businessId: shop._id })).statusCode).toBe(403);
    expect(
      (await createVoucher(vendor, { businessId: '0195e0a4-0000-7000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    // Oja's own vouchers are for Oja support.
    expect((await createVoucher(vendor, {})).statusCode).toBe(403);
    const support = await supportUser();
    const ojaByTag = await createVoucher(support, { tagIds: [theirTag._id] });
    expect(ojaByTag.statusCode).toBe(400);
    expect(ojaByTag.json().message).toEqual({ tagIds: 'An Oja voucher counts the whole order' });
    const oja = await createVoucher(support, { title: 'Welcome to Oja', firstOrderOnly: true });
    expect(oja.statusCode).toBe(201);
    expect(oja.json().data).toMatchObject({ funder: 'OJA', business: null, firstOrderOnly: true });
    expect((await api(ctx.app).post('/rewards/vouchers', {})).statusCode).toBe(401);
  });
});

describe('claiming, listing and pausing', () => {
  it('lets shoppers claim within the per-customer limit and shows figures only to the owner', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const voucher = (await createVoucher(vendor, { businessId: shop._id, perCustomer: 2 })).json()
      .data;
    const coded = (
      await createVoucher(vendor, { businessId: shop._id, code: 'SECRET1', title: 'Secret' })
    ).json().data;
    const shopper = await newShopper(ctx.app);

    const first = await claim(shopper, voucher._id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Voucher added to your vouchers',
      data: { status: 'HELD', voucher: { _id: voucher._id, figures: null } },
    });
    expect((await claim(shopper, voucher._id)).statusCode).toBe(201);
    const third = await claim(shopper, voucher._id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/2 times/);
    // The owner does not claim their own.
    expect((await claim(vendor, voucher._id)).statusCode).toBe(403);

    const mine = (
      await api(ctx.app).get('/rewards/vouchers/mine', { token: shopper.accessToken })
    ).json().data;
    expect(mine.totalRecords).toBe(2);

    // Shoppers see the store's vouchers without a code, and a coded one only by its code.
    const listed = (await api(ctx.app).get(`/rewards/vouchers?businessId=${shop._id}`)).json().data;
    expect(listed.results.map((v: { _id: string }) => v._id)).toEqual([voucher._id]);
    expect(listed.results[0].figures).toBeNull();
    const byCode = (
      await api(ctx.app).get(`/rewards/vouchers?businessId=${shop._id}&code=secret1`)
    ).json().data;
    expect(byCode.results.map((v: { _id: string }) => v._id)).toEqual([coded._id]);
    const owned = (
      await api(ctx.app).get(`/rewards/vouchers?businessId=${shop._id}`, {
        token: vendor.accessToken,
      })
    ).json().data;
    expect(owned.totalRecords).toBe(2);
    expect(owned.results.find((v: { _id: string }) => v._id === voucher._id).figures).toMatchObject(
      { claimed: 2, used: 0 },
    );

    // Paused: not listed for shoppers, not claimable; only the owner pauses.
    const stranger = await newShopper(ctx.app);
    const pause = (who: typeof vendor) =>
      api(ctx.app).patch(
        `/rewards/vouchers/${voucher._id}`,
        { status: 'PAUSED' },
        { token: who.accessToken },
      );
    expect((await pause(stranger)).statusCode).toBe(403);
    expect((await pause(vendor)).statusCode).toBe(200);
    expect((await claim(stranger, voucher._id)).statusCode).toBe(409);
    expect(
      (await api(ctx.app).get(`/rewards/vouchers?businessId=${shop._id}`)).json().data.totalRecords,
    ).toBe(0);
    expect(
      (
        await api(ctx.app).patch(
          `/rewards/vouchers/${voucher._id}`,
          { status: 'GONE' },
          { token: vendor.accessToken },
        )
      ).statusCode,
    ).toBe(400);
  });

  it('lets the owner send a voucher to a customer, and to nobody else', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const voucher = (await createVoucher(vendor, { businessId: shop._id })).json().data;
    const customer = await newShopper(ctx.app);
    await pay(
      customer,
      (await checkout(customer, [{ productId: item._id, count: 1 }])).json().data,
    );
    const stranger = await newShopper(ctx.app);

    const sent = await claim(vendor, voucher._id, { userId: customer.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Voucher sent to your customer');
    const notCustomer = await claim(vendor, voucher._id, { userId: stranger.id });
    expect(notCustomer.statusCode).toBe(400);
    expect(notCustomer.json().message).toEqual({
      userId: 'You can send a voucher only to your customers',
    });
    // A shopper cannot send one in someone else's name.
    expect((await claim(stranger, voucher._id, { userId: customer.id })).statusCode).toBe(403);
    expect((await claim(customer, voucher._id, { userId: 'nope' })).statusCode).toBe(400);
  });
});
