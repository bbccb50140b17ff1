import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { reviewFixtures, type Item } from './reviews.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, post, patch, storedReview, receivedPurchase } = reviewFixtures(() => ctx);

describe('editing a review', () => {
  let author: Registered;
  let vendor: Registered;
  let item: Item;
  let reviewId: string;

  beforeAll(async () => {
    author = await newShopper(ctx.app);
    const purchase = await receivedPurchase(author);
    vendor = purchase.vendor;
    item = purchase.item;
    const res = await post(author, { rating: 2, comment: 'Late', reviewProductId: item._id });
    expect(res.statusCode).toBe(201);
    reviewId = res.json().data._id;
  });

  it('lets its author change the rating and the comment', async () => {
    const before = await storedReview(reviewId);
    const res = await patch(author, reviewId, { id: reviewId, rating: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Review updated',
      data: { _id: reviewId, rating: 4, comment: 'Late' },
    });
    const rated = await storedReview(reviewId);
    expect(rated).toMatchObject({ rating: 4, comment: 'Late' });
    expect(rated.updated_at).not.toBe(before.updated_at);

    const commented = await patch(author, reviewId, { comment: '  Late, but worth the wait ' });
    expect(commented.json().data).toMatchObject({ rating: 4, comment: 'Late, but worth the wait' });
    expect(await storedReview(reviewId)).toMatchObject({
      rating: 4,
      comment: 'Late, but worth the wait',
    });
    const page = (await http().get(`/reviews?reviewProductId=${item._id}`)).json().data;
    expect(page.rating).toEqual({ average: 4, count: 1 });
  });

  it('does not let anyone else change it, and changes nothing', async () => {
    const before = await storedReview(reviewId);
    const stranger = await newShopper(ctx.app);
    for (const who of [stranger, vendor]) {
      const res = await patch(who, reviewId, { rating: 1, comment: 'Hijacked' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Review not found',
      });
    }
    const anonymous = await patch(null, reviewId, { rating: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await storedReview(reviewId)).toEqual(before);
  });

  it('answers a bad change with a 400, and changes nothing', async () => {
    const before = await storedReview(reviewId);
    const RATING = 'Choose a rating from 1 to 5';
    const cases: [string, unknown, Record<string, string>][] = [
      ['rating 0', { rating: 0 }, { rating: RATING }],
      ['rating 6', { rating: 6 }, { rating: RATING }],
      ['fractional rating', { rating: 2.5 }, { rating: RATING }],
      [
        'comment over 1000 characters',
        { comment: 'a'.repeat(1001) },
        { comment: 'Keep your review under 1000 characters' },
      ],
      ['nothing to change', {}, { body: 'Send at least one field to change' }],
      ['only the id', { id: reviewId }, { body: 'Send at least one field to change' }],
      ['malformed id in the body', { id: 'abc', rating: 3 }, { id: 'Must be a valid id' }],
    ];
    for (const [name, body, message] of cases) {
      const res = await patch(author, reviewId, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
    const badPath = await patch(author, '123', { rating: 3 });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: { id: 'Must be a valid id' },
    });
    const unknown = await patch(author, '0190a0a0-0000-7000-8000-000000000000', { rating: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(await storedReview(reviewId)).toEqual(before);
  });
});
