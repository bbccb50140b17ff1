import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { reviewFixtures } from './reviews.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, receive, post, storedReviews, receivedPurchase } = reviewFixtures(() => ctx);

describe('writing a review', () => {
  it('a customer who received an order reviews the product and the business', async () => {
    const buyer = await newShopper(ctx.app);
    const { shop, item } = await receivedPurchase(buyer);

    const product = await post(buyer, {
      rating: 5,
      comment: '  Beautiful fabric, true to the pictures  ',
      reviewProductId: item._id,
    });
    expect(product.statusCode).toBe(201);
    expect(product.json()).toMatchObject({
      success: true,
      message: 'Review has been added',
      data: {
        rating: 5,
        comment: 'Beautiful fabric, true to the pictures',
        customer: { _id: buyer.id, name: 'Chioma Eze', avatar: null },
        product: { _id: item._id, name: item.name },
        business: { _id: shop._id, name: shop.name },
      },
    });

    // A comment of exactly the limit is accepted; the business review stands beside the product's.
    const longest = 'a'.repeat(1000);
    const business = await post(buyer, {
      rating: 3,
      comment: longest,
      reviewBusinessId: shop._id,
      customerId: buyer.id,
      userId: buyer.id,
    });
    expect(business.statusCode).toBe(201);
    expect(business.json().data).toMatchObject({
      rating: 3,
      product: null,
      business: { _id: shop._id },
    });

    expect(await storedReviews(buyer.id)).toMatchObject([
      {
        id: product.json().data._id,
        business_id: shop._id,
        product_id: item._id,
        rating: 5,
        comment: 'Beautiful fabric, true to the pictures',
      },
      {
        id: business.json().data._id,
        business_id: shop._id,
        product_id: null,
        rating: 3,
        comment: longest,
      },
    ]);
  });

  it('refuses whoever has not received what they review, and writes nothing', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const other = await addProduct(ctx.app, vendor, shop._id, { name: 'Aso oke' });
    const elsewhere = await openShop(ctx.app);
    const stranger = await newShopper(ctx.app);
    const waiting = await newShopper(ctx.app);
    const received = await newShopper(ctx.app);

    // Paid and delivered but not yet confirmed as received.
    const [orderId] = await buyAndPay(ctx.app, waiting, [{ productId: item._id, count: 1 }]);
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await http().put(`/orders/${orderId}/status`, { status }, { token: vendor.accessToken });
    await receive({ vendor, shop }, received, item);

    const refused: [Registered, object][] = [
      [stranger, { reviewProductId: item._id }],
      [stranger, { reviewBusinessId: shop._id }],
      [waiting, { reviewProductId: item._id }],
      [waiting, { reviewBusinessId: shop._id }],
      // Receiving one product does not open the shop's other products, or another shop.
      [received, { reviewProductId: other._id }],
      [received, { reviewBusinessId: elsewhere.shop._id }],
    ];
    for (const [who, target] of refused) {
      const res = await post(who, { rating: 4, comment: 'Nice', ...target });
      expect(res.statusCode, JSON.stringify(target)).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'You can review only what you have received',
      });
    }
    for (const who of [stranger, waiting, received])
      expect(await storedReviews(who.id)).toEqual([]);

    // A product that does not exist is named as such.
    const missing = await post(received, {
      rating: 4,
      reviewProductId: '0190a0a0-0000-7000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: { reviewProductId: 'This product no longer exists' },
    });
    expect(await storedReviews(received.id)).toEqual([]);
  });

  it('refuses a vendor reviewing their own business or its products, and writes nothing', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const own: [object, string][] = [
      [{ reviewProductId: item._id }, 'You cannot review a product of your own business'],
      [{ reviewBusinessId: shop._id }, 'You cannot review your own business'],
    ];
    for (const [target, message] of own) {
      const res = await post(vendor, { rating: 5, comment: 'Best shop in Lagos', ...target });
      expect(res.statusCode, JSON.stringify(target)).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message });
    }
    expect(await storedReviews(vendor.id)).toEqual([]);

    // A business that does not exist is named as such.
    const missing = await post(vendor, {
      rating: 4,
      reviewBusinessId: '0190a0a0-0000-7000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Business not found',
    });

    // The same vendor reviews someone else's product they received.
    const { item: bought } = await receivedPurchase(vendor);
    expect((await post(vendor, { rating: 4, reviewProductId: bought._id })).statusCode).toBe(201);
  });

  it('refuses anonymous reviews and reviews in someone else’s name', async () => {
    const buyer = await newShopper(ctx.app);
    const other = await newShopper(ctx.app);
    const { item } = await receivedPurchase(buyer);

    const anonymous = await post(null, { rating: 5, reviewProductId: item._id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

    for (const as of [{ customerId: other.id }, { userId: other.id }]) {
      const res = await post(buyer, { rating: 5, reviewProductId: item._id, ...as });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'You can only review as yourself',
      });
    }
    expect(await storedReviews(buyer.id)).toEqual([]);
    expect(await storedReviews(other.id)).toEqual([]);
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const buyer = await newShopper(ctx.app);
    const { shop, item } = await receivedPurchase(buyer);
    const RATING = 'Choose a rating from 1 to 5';
    const ONE_TARGET = 'Review either a product or a business';
    const cases: [string, unknown, Record<string, string>][] = [
      ['rating 0', { rating: 0, reviewProductId: item._id }, { rating: RATING }],
      ['rating 6', { rating: 6, reviewProductId: item._id }, { rating: RATING }],
      ['rating -1', { rating: -1, reviewBusinessId: shop._id }, { rating: RATING }],
      ['fractional rating', { rating: 4.5, reviewProductId: item._id }, { rating: RATING }],
      ['rating as text', { rating: '5', reviewProductId: item._id }, { rating: RATING }],
      ['no rating', { comment: 'Lovely', reviewProductId: item._id }, { rating: RATING }],
      ['no target', { rating: 5, comment: 'Lovely' }, { reviewProductId: ONE_TARGET }],
      [
        'both targets',
        { rating: 5, reviewProductId: item._id, reviewBusinessId: shop._id },
        { reviewProductId: ONE_TARGET },
      ],
      [
        'comment over 1000 characters',
        { rating: 5, comment: 'a'.repeat(1001), reviewProductId: item._id },
        { comment: 'Keep your review under 1000 characters' },
      ],
      [
        'malformed product id',
        { rating: 5, reviewProductId: 'not-an-id' },
        { reviewProductId: 'Must be a valid id' },
      ],
      [
        'malformed business id',
        { rating: 5, reviewBusinessId: '12345' },
        { reviewBusinessId: 'Must be a valid id' },
      ],
      [
        'malformed customer id',
        { rating: 5, reviewProductId: item._id, customerId: 'me' },
        { customerId: 'Must be a valid id' },
      ],
    ];
    for (const [name, body, message] of cases) {
      const res = await post(buyer, body);
      expect(res.statusCode, name).toBe(400);
      const answer = res.json();
      expect(answer, name).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.message, name).toMatchObject(message);
    }
    const noBody = await post(buyer, undefined);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });

    expect(await storedReviews(buyer.id)).toEqual([]);
    // The same customer's valid review then goes through: the 400s were the input's fault alone.
    expect((await post(buyer, { rating: 5, reviewProductId: item._id })).statusCode).toBe(201);
  });

  it('takes one review per customer per product and per business, even when sent at once', async () => {
    const buyer = await newShopper(ctx.app);
    const purchase = await receivedPurchase(buyer);
    const { shop, item } = purchase;
    const first = await post(buyer, { rating: 4, comment: 'Good', reviewProductId: item._id });
    expect(first.statusCode).toBe(201);

    const again = await post(buyer, {
      rating: 1,
      comment: 'Changed my mind',
      reviewProductId: item._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'You have already reviewed this; edit your review instead',
    });

    // A second received order of the same product does not earn a second review.
    await receive(purchase, buyer, item);
    expect((await post(buyer, { rating: 2, reviewProductId: item._id })).statusCode).toBe(409);

    const racing = await Promise.all(
      [5, 1, 3].map((rating) => post(buyer, { rating, reviewBusinessId: shop._id })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);

    const stored = await storedReviews(buyer.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ product_id: item._id, rating: 4, comment: 'Good' });
    const winner = racing.find((r) => r.statusCode === 201)!.json().data;
    expect(stored[1]).toMatchObject({ id: winner._id, product_id: null, rating: winner.rating });
  });
});
