import { describe, expect, it } from 'vitest';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { checkout, createVoucher, ctx, held } from './vouchers.fixtures.ts';

describe('voucher quotes and limits', () => {
  it('counts only the products of its tags (and its products) when it names some', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const tag = (
      await api(ctx.app).post(
        '/tags',
        { businessId: shop._id, name: 'Adire' },
        { token: vendor.accessToken },
      )
    ).json().data;
    const adire = await addProduct(ctx.app, vendor, shop._id, {
      name: 'Adire wrapper',
      unitPrice: 8000,
      tagIds: [tag._id],
    });
    const chosen = await addProduct(ctx.app, vendor, shop._id, {
      name: 'Raffia fan',
      unitPrice: 2000,
    });
    const plain = await addProduct(ctx.app, vendor, shop._id, {
      name: 'Shea butter',
      unitPrice: 5000,
    });
    const voucher = await createVoucher(vendor, {
      businessId: shop._id,
      title: 'Half off Adire',
      kind: 'PERCENT',
      percent: 50,
      tagIds: [tag._id],
      productIds: [chosen._id],
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
    expect(voucher.json().data).toMatchObject({ tagIds: [tag._id], productIds: [chosen._id] });
    const shopper = await newShopper(ctx.app);
    const heldId = await held(shopper, voucher.json().data._id);

    const lines = [
      { productId: adire._id, count: 1 },
      { productId: chosen._id, count: 1 },
      { productId: plain._id, count: 1 },
    ];
    const quote = (
      await api(ctx.app).post(
        '/rewards/vouchers/quote',
        { orderDetails: lines },
        { token: shopper.accessToken },
      )
    ).json().data;
    // Half of ₦8,000 + ₦2,000; the shea butter does not count.
    expect(quote.businesses[0].options[0]).toMatchObject({ discount: 5000, refusal: null });
    const placed = await checkout(shopper, lines, [
      { businessId: shop._id, heldVoucherId: heldId },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.transaction.amount).toBe(8000 + 2000 + 5000 + 1000 - 5000);

    // A cart of none of them: the voucher says it is for other products.
    const other = await checkout(
      shopper,
      [{ productId: plain._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: heldId }],
    );
    expect(other.statusCode).toBe(409);
  });
  it('quotes lines in a running sale at its price in one read, and an ended sale’s at the full price', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const dress = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const scarf = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 4000 });
    const inADay = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const saleOf = async (productId: string) => {
      const res = await api(ctx.app).post(
        '/promotions',
        {
          businessId: shop._id,
          name: 'Half off',
          kind: 'PERCENT',
          percentOff: 50,
          products: [{ productId }],
          endsAt: inADay,
        },
        { token: vendor.accessToken },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data._id as string;
    };
    const [dressSale, scarfSale] = [await saleOf(dress._id), await saleOf(scarf._id)];
    const voucher = (
      await createVoucher(vendor, { businessId: shop._id, kind: 'PERCENT', percent: 10 })
    ).json().data;
    const shopper = await newShopper(ctx.app);
    await held(shopper, voucher._id);
    const quote = async () =>
      (
        await api(ctx.app).post(
          '/rewards/vouchers/quote',
          {
            orderDetails: [
              { productId: dress._id, count: 1, promotionId: dressSale },
              { productId: scarf._id, count: 2, promotionId: scarfSale },
            ],
          },
          { token: shopper.accessToken },
        )
      ).json().data.businesses[0];
    // ₦5,000 + 2 × ₦2,000.
    expect(await quote()).toMatchObject({ subtotal: 9000, options: [{ discount: 900 }] });
    const ended = await api(ctx.app).patch(
      `/promotions/${scarfSale}`,
      { status: 'ENDED' },
      { token: vendor.accessToken },
    );
    expect(ended.statusCode).toBe(200);
    // The scarf's sale is over: ₦5,000 + 2 × ₦4,000.
    expect(await quote()).toMatchObject({ subtotal: 13_000, options: [{ discount: 1300 }] });
  });
});
