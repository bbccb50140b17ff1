import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import { addProduct, newShopper } from '../../testing/shop.ts';
import { api, givePictures, type Registered, type TestContext } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import type { Services } from '../../services.ts';
import { reviewFixtures } from '../reviews/reviews.fixtures.ts';
import { REWARD_LEDGER_KINDS } from './rewards.service.ts';
import { rewardEntries } from './rewards.schema.ts';

let ctx: TestContext;
let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const { post, patch, receive, receivedPurchase } = reviewFixtures(() => ctx);

const YEAR_MS = 365 * 24 * 60 * 60_000;
const POINTS = 50;

const http = () => api(ctx.app);
const reviewRewards = async (who: Registered, query = 'rewardTypes=REVIEW') =>
  (await http().get(`/rewards?${query}`, { token: who.accessToken })).json().data;
const summaryOf = async (who: Registered) =>
  (await http().get('/rewards/summary', { token: who.accessToken })).json().data;
const pointsIn = async (account: string) => Number((await services.ledger.balance(account)) / 100n);

let pictures = 0;
/** Pictures the user uploaded (recorded as theirs, as `POST uploads` does). */
async function picturesOf(who: Registered, n: number) {
  const urls = Array.from(
    { length: n },
    () => `/uploads/2026-05/review-${process.pid}-${++pictures}.webp`,
  );
  await givePictures(ctx.db, who, urls);
  return urls;
}

/** The ledger transfers of a review entry, by kind. */
async function transfersOf(entryId: string) {
  const entries = await services.ledger.entriesOfMany(Object.values(REWARD_LEDGER_KINDS), [
    entryId,
  ]);
  return entries;
}

describe('Oja points for a first review with a photo', () => {
  it('are given once, available at once, when a review is written with a photo; more photos earn nothing more', async () => {
    const shopper = await newShopper(ctx.app);
    const { item, shop } = await receivedPurchase(shopper);
    const before = await pointsIn(accounts.points(shopper.id));
    const [first, second] = await picturesOf(shopper, 2);

    const res = await post(shopper, { rating: 5, reviewProductId: item._id, photos: [first] });
    expect(res.statusCode).toBe(201);
    const reviewId = res.json().data._id;

    const listed = await reviewRewards(shopper);
    expect(listed.totalRecords).toBe(1);
    const [entry] = listed.results;
    expect(entry).toMatchObject({
      type: 'REVIEW',
      status: 'AVAILABLE',
      points: POINTS,
      pointsTaken: 0,
      title: `Photo review of ${item.name}`,
      business: { _id: shop._id, name: shop.name },
      orderId: null,
      endedAt: null,
    });
    const lasts = new Date(entry.expiresAt).getTime() - new Date(entry.availableAt).getTime();
    expect(Math.abs(lasts - YEAR_MS)).toBeLessThan(2 * 24 * 60 * 60_000);
    expect(await pointsIn(accounts.points(shopper.id))).toBe(before + POINTS);
    const [stored] = await ctx.db
      .select()
      .from(rewardEntries)
      .where(and(eq(rewardEntries.type, 'REVIEW'), eq(rewardEntries.sourceId, reviewId)));
    expect(stored).toMatchObject({ userId: shopper.id, id: entry._id });
    // One transfer, from Oja's side of the liability to the shopper's points, the entry its reference.
    const moves = await transfersOf(entry._id);
    expect(moves.map((m) => [m.kind, m.account, m.amountKobo])).toEqual(
      expect.arrayContaining([
        [REWARD_LEDGER_KINDS.review, accounts.rewards, BigInt(-POINTS * 100)],
        [REWARD_LEDGER_KINDS.review, accounts.points(shopper.id), BigInt(POINTS * 100)],
      ]),
    );
    expect(moves).toHaveLength(2);

    // Another photo, a photo taken off and put back, the same news again, many at once: nothing more.
    expect((await patch(shopper, reviewId, { photos: [first, second] })).statusCode).toBe(200);
    expect((await patch(shopper, reviewId, { photos: [] })).statusCode).toBe(200);
    expect((await patch(shopper, reviewId, { photos: [second] })).statusCode).toBe(200);
    const news = {
      reviewId,
      customerId: shopper.id,
      businessId: shop._id,
      productId: item._id,
      hasPhotos: true,
      title: item.name,
    };
    await Promise.all(Array.from({ length: 6 }, () => services.reviewPoints.sync(news)));
    expect((await reviewRewards(shopper)).totalRecords).toBe(1);
    expect(await pointsIn(accounts.points(shopper.id))).toBe(before + POINTS);
    expect(await transfersOf(entry._id)).toHaveLength(2);

    // Twelve months on they expire like any other points (rewards-expire).
    await services.rewards.expireDue(new Date(Date.now() + YEAR_MS + 3 * 24 * 60 * 60_000));
    expect((await reviewRewards(shopper)).results[0]).toMatchObject({
      status: 'EXPIRED',
      pointsTaken: POINTS,
    });
  });

  it('are not given for a review without a photo, until it is edited to show one', async () => {
    const shopper = await newShopper(ctx.app);
    const { item, shop, vendor } = await receivedPurchase(shopper);
    const res = await post(shopper, { rating: 4, comment: 'Good', reviewProductId: item._id });
    expect(res.statusCode).toBe(201);
    const reviewId = res.json().data._id;
    expect((await reviewRewards(shopper)).totalRecords).toBe(0);
    expect(await summaryOf(shopper)).toMatchObject({ pointsPerPhotoReview: POINTS });
    const before = await pointsIn(accounts.points(shopper.id));

    // Edits of the words or stars alone give nothing.
    expect((await patch(shopper, reviewId, { rating: 5, comment: 'Very good' })).statusCode).toBe(
      200,
    );
    expect((await reviewRewards(shopper)).totalRecords).toBe(0);

    const [photo] = await picturesOf(shopper, 1);
    expect((await patch(shopper, reviewId, { photos: [photo] })).statusCode).toBe(200);
    const listed = await reviewRewards(shopper);
    expect(listed.results).toEqual([
      expect.objectContaining({ type: 'REVIEW', status: 'AVAILABLE', points: POINTS }),
    ]);
    expect(await pointsIn(accounts.points(shopper.id))).toBe(before + POINTS);

    // A review of the business itself earns its own points, titled with the business's name.
    const [shopPhoto] = await picturesOf(shopper, 1);
    const ofShop = await post(shopper, {
      rating: 5,
      reviewBusinessId: shop._id,
      photos: [shopPhoto],
    });
    expect(ofShop.statusCode).toBe(201);
    const both = await reviewRewards(shopper);
    expect(both.results.map((r: { title: string }) => r.title).sort()).toEqual(
      [`Photo review of ${item.name}`, `Photo review of ${shop.name}`].sort(),
    );
    expect(await pointsIn(accounts.points(shopper.id))).toBe(before + 2 * POINTS);

    // The type filter: order points and review points apart, both in the summary.
    const orders = await reviewRewards(shopper, 'rewardTypes=ORDER');
    expect(orders.results.every((r: { type: string }) => r.type === 'ORDER')).toBe(true);
    const all = await reviewRewards(shopper, 'rewardTypes=ORDER,REVIEW&rewardStatuses=AVAILABLE');
    expect(all.totalRecords).toBe(orders.totalRecords + 2);
    const summary = await summaryOf(shopper);
    expect(summary.available).toBe(await pointsIn(accounts.points(shopper.id)));
    expect(summary.lifetime).toBeGreaterThanOrEqual(2 * POINTS);

    // Another product of the same shop, received and reviewed with a photo: its own points.
    const other = await addProduct(ctx.app, vendor, shop._id, { name: 'Aso oke cap' });
    await receive({ vendor, shop }, shopper, other);
    const [capPhoto] = await picturesOf(shopper, 1);
    const cap = await post(shopper, { rating: 5, reviewProductId: other._id, photos: [capPhoto] });
    expect(cap.statusCode).toBe(201);
    expect((await reviewRewards(shopper)).totalRecords).toBe(3);
  });

  it('are not given to anyone for a review that is not theirs, nor for a refused one', async () => {
    const author = await newShopper(ctx.app);
    const { item } = await receivedPurchase(author);
    const created = await post(author, { rating: 3, reviewProductId: item._id });
    const reviewId = created.json().data._id;
    const stranger = await newShopper(ctx.app);
    const [photo] = await picturesOf(stranger, 1);
    const res = await patch(stranger, reviewId, { photos: [photo] });
    expect(res.statusCode).toBe(404);
    expect((await reviewRewards(stranger)).totalRecords).toBe(0);
    expect((await reviewRewards(author)).totalRecords).toBe(0);
    // A shopper who did not receive the product cannot review it, photo or not.
    const refused = await post(stranger, { rating: 5, reviewProductId: item._id, photos: [photo] });
    expect(refused.statusCode).toBe(403);
    expect((await reviewRewards(stranger)).totalRecords).toBe(0);
    expect(await pointsIn(accounts.points(stranger.id))).toBe(0);
  });

  it('are not given for news of a review without photos', async () => {
    const shopper = await newShopper(ctx.app);
    await services.reviewPoints.sync({
      reviewId: '0190c0de-0000-7000-8000-000000000001',
      customerId: shopper.id,
      businessId: (await receivedPurchase(shopper)).shop._id,
      productId: null,
      hasPhotos: false,
      title: 'Nothing',
    });
    expect((await reviewRewards(shopper)).totalRecords).toBe(0);
  });
});
