import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailUrl } from '#shared/media.ts';
import { newShopper } from '../../testing/shop.ts';
import {
  createTestContext,
  givePictures,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { reviewFixtures, type Item } from './reviews.fixtures.ts';

let ctx: TestContext;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'oja-review-photos-'));
beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, uploadsDir }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const { http, post, patch, storedReviews, storedReview, receivedPurchase } = reviewFixtures(
  () => ctx,
);

/** Uploads a picture through `POST uploads`, as the web's forms do; its stored URL. */
async function uploadPicture(who: Registered): Promise<string> {
  const jpeg = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 60, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'wrap.jpg');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${who.accessToken}` },
    payload: form,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.url;
}

/** The reward entries a user holds, as the database has them. */
async function storedRewards(userId: string) {
  const { rows } = await ctx.db.execute(
    sql`SELECT type, source_id FROM reward_entries WHERE user_id = ${userId} AND type = 'REVIEW'`,
  );
  return rows;
}

const picture = (n: number) =>
  `/uploads/2026-05/0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}.webp`;

describe('photos on reviews', () => {
  let author: Registered;
  let item: Item;
  let shopId: string;

  beforeAll(async () => {
    author = await newShopper(ctx.app);
    const purchase = await receivedPurchase(author);
    item = purchase.item;
    shopId = purchase.shop._id;
  });

  it('takes up to three pictures uploaded through the uploads module, and every list shows them', async () => {
    const uploaded = await uploadPicture(author);
    expect(uploaded).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.webp$/);
    const res = await post(author, {
      rating: 5,
      comment: 'The colours are even richer in person',
      reviewProductId: item._id,
      photos: [uploaded],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Review has been added',
      data: { rating: 5, photos: [uploaded] },
    });
    const reviewId = res.json().data._id;
    expect((await storedReview(reviewId)).photos).toEqual([uploaded]);
    // The thumbnail beside it is what lists show.
    const thumb = await ctx.app.inject({ method: 'GET', url: thumbnailUrl(uploaded) });
    expect(thumb.statusCode).toBe(200);

    const more = [await uploadPicture(author), await uploadPicture(author)];
    const edited = await patch(author, reviewId, { photos: [uploaded, ...more] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.photos).toEqual([uploaded, ...more]);
    for (const query of [`reviewProductId=${item._id}`, `reviewCustomerId=${author.id}`]) {
      const page = (await http().get(`/reviews?${query}`)).json().data;
      expect(page.results[0]).toMatchObject({ _id: reviewId, photos: [uploaded, ...more] });
    }

    const removed = await patch(author, reviewId, { photos: [] });
    expect(removed.json().data.photos).toEqual([]);
    expect((await storedReview(reviewId)).photos).toEqual([]);
  });

  it('answers bad photos with a 400 naming the field, and writes nothing', async () => {
    const stranger = await newShopper(ctx.app);
    await givePictures(ctx.db, author, [picture(1), picture(2), picture(3), picture(4)]);
    await givePictures(ctx.db, stranger, [picture(9)]);
    await givePictures(ctx.db, author, ['/uploads/2026-05/clip.mp4']);
    const UPLOAD_FIRST = 'Upload the picture to Oja first';
    const cases: [string, unknown, unknown][] = [
      ['a picture from elsewhere', ['https://evil.example/wrap.webp'], UPLOAD_FIRST],
      ['a made-up path', ['/uploads/2026-05/never-uploaded.webp'], UPLOAD_FIRST],
      ['a path out of the uploads', ['/uploads/../secrets.webp'], UPLOAD_FIRST],
      ["another shopper's upload", [picture(9)], UPLOAD_FIRST],
      ['a video upload', ['/uploads/2026-05/clip.mp4'], UPLOAD_FIRST],
      ['an empty one', [''], UPLOAD_FIRST],
      ['four photos', [picture(1), picture(2), picture(3), picture(4)], 'Add at most 3 photos'],
      ['the same photo twice', [picture(1), picture(1)], 'Add each photo once'],
      ['not a list', picture(1), expect.any(String)],
    ];
    const businessReview = { rating: 4, reviewBusinessId: shopId };
    for (const [what, photos, message] of cases) {
      const res = await post(author, { ...businessReview, photos });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: { photos: message },
      });
    }
    // None of them wrote the business's review, or gave points.
    expect((await storedReviews(author.id)).filter((r) => r.product_id === null)).toEqual([]);

    const [mine] = await storedReviews(author.id);
    for (const [what, photos, message] of cases) {
      const res = await patch(author, mine!.id, { rating: 1, photos });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toEqual({ photos: message });
    }
    expect(await storedReview(mine!.id)).toEqual(mine);
    expect(await storedRewards(author.id)).toHaveLength(1);
  });

  it('does not let anyone else put photos on a review, and changes nothing', async () => {
    const [mine] = await storedReviews(author.id);
    const stranger = await newShopper(ctx.app);
    await givePictures(ctx.db, stranger, [picture(20)]);
    const res = await patch(stranger, mine!.id, { photos: [picture(20)] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Review not found' });
    // Nor with the author's own pictures, which are not theirs to use.
    const borrowed = await patch(stranger, mine!.id, { photos: [picture(1)] });
    expect(borrowed.statusCode).toBe(400);
    expect((await patch(null, mine!.id, { photos: [picture(1)] })).statusCode).toBe(401);
    expect(await storedReview(mine!.id)).toEqual(mine);
    expect(await storedRewards(stranger.id)).toEqual([]);
  });
});
