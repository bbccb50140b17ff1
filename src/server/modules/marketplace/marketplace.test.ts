import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { api, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const http = () => api(ctx.app);
const { staffMember } = staffFixtures(() => ctx);

describe('the marketplace dashboard', () => {
  it('counts paid orders, sales, commission, newcomers and open queues, and the ledger sums to ₦0', async () => {
    const finance = await staffMember('finance');
    const dashboard = async (period = 'DAY_7') =>
      (await http().get(`/console/dashboard?period=${period}`, { token: finance.token })).json()
        .data;
    const before = await dashboard();

    const { vendor, shop } = await openShop(ctx.app);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 9_000 });
    const buyer = await newShopper(ctx.app);
    const [orderId] = await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await http().put(`/orders/${orderId}/status`, { status }, { token: vendor.accessToken });
    await http().put(
      `/orders/${orderId}/status`,
      { status: 'RECEIVED' },
      {
        token: buyer.accessToken,
      },
    );
    await http().post(
      '/reports',
      { subjectType: 'STORE', subjectId: shop._id, reason: 'SCAM' },
      { token: buyer.accessToken },
    );

    await http().put(`/businesses/${shop._id}/request-marketplace`, undefined, {
      token: vendor.accessToken,
    });
    await http().post(
      '/support/requests',
      {
        topic: 'orders',
        subject: 'Where is my adire?',
        message: 'My order says delivered but I have not seen it.',
      },
      { token: buyer.accessToken },
    );

    const after = await dashboard();
    // ₦9,000 and ₦1,000 delivery; 5 % of ₦10,000 is Oja's.
    expect(after.figures.orders - before.figures.orders).toBe(1);
    expect(after.figures.sales - before.figures.sales).toBe(10_000);
    expect(after.figures.commission - before.figures.commission).toBe(500);
    expect(after.figures.newShoppers - before.figures.newShoppers).toBe(2);
    expect(after.figures.newStores - before.figures.newStores).toBe(1);
    expect(after.queues.reports - before.queues.reports).toBe(1);
    expect(after.queues.listings - before.queues.listings).toBe(1);
    expect(after.queues.support - before.queues.support).toBe(1);
    expect(after.previous).toMatchObject({ orders: 0, sales: 0 });
    expect(after.ledger.total).toBe(0);
    expect(after.ledger.accounts.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['business', 'platform', 'provider']),
    );
    expect((await dashboard('HOUR_24')).figures.orders).toBe(after.figures.orders);

    const bad = await http().get('/console/dashboard?period=YEAR', { token: finance.token });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the ledger account by account: whose each is, its balance and its movements', async () => {
    const finance = await staffMember('finance');
    const { vendor, shop } = await openShop(ctx.app);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 4_000 });
    const buyer = await newShopper(ctx.app);
    const [orderId] = await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 2 }]);
    const get = (path: string) => http().get(path, { token: finance.token });

    const escrows = (await get('/console/ledger/accounts?kind=escrow&limit=100')).json().data;
    expect(
      escrows.results.find((a: { account: string }) => a.account === `escrow:${orderId}`),
    ).toMatchObject({
      owner: expect.stringMatching(/^Order #[0-9A-F]{6} of /),
      userId: buyer.id,
      balance: 9_000, // two at ₦4,000 and ₦1,000 delivery
    });
    const detail = (await get(`/console/ledger/accounts/escrow:${orderId}`)).json().data;
    expect(detail.account.balance).toBe(9_000);
    expect(detail.movements.results).toEqual([
      expect.objectContaining({ amount: 9_000, at: expect.any(String) }),
    ]);
    // Oja's own accounts belong to nobody; every balance listed is not zero.
    const platform = (await get('/console/ledger/accounts?kind=platform')).json().data;
    for (const a of platform.results) expect(a).toMatchObject({ owner: null, userId: null });

    expect((await get('/console/ledger/accounts?kind=Wallet%25')).statusCode).toBe(400);
    expect((await get('/console/ledger/accounts/wallet:..%2Fetc')).statusCode).toBe(400);
  });

  it('is for finance and admins: content staff and shoppers get 403', async () => {
    const content = await staffMember('content');
    const shopper = await newShopper(ctx.app);
    for (const token of [content.token, shopper.accessToken]) {
      expect((await http().get('/console/dashboard', { token })).statusCode).toBe(403);
      const ledger = await http().get('/console/ledger/accounts?kind=wallet', { token });
      expect(ledger.statusCode).toBe(403);
    }
  });
});
