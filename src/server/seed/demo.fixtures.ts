import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { thumbnailUrl } from '#shared/media.ts';
import { api } from '../testing/test-app.ts';
import { expectDemoSales } from './demo-sales.fixtures.ts';

// What the demo marketplace test reads back: stored pictures, and the API's answers it inspects.

/** Whether the file behind a `/uploads/demo/…` URL, and its thumbnail, were stored in `uploads`. */
export const storedUnder = (uploads: string) => (url: string | null) =>
  Boolean(url?.startsWith('/uploads/demo/')) &&
  existsSync(path.join(uploads, url!.slice('/uploads/'.length))) &&
  existsSync(path.join(uploads, thumbnailUrl(url!).slice('/uploads/'.length)));

export type Business = {
  _id: string;
  handle: string;
  categoryId: string | null;
  logo: string | null;
  cover: string | null;
  followers: number;
  likes: number;
  acceptsReturns: boolean;
  isVerified: boolean;
  marketplaceRequest: { status: string } | null;
  address: { state: string };
};
export type Product = {
  _id: string;
  name: string;
  businessId: string;
  categoryId: string | null;
  photos: string[];
  likes: number;
  variants: unknown[];
};

export type Post = {
  text: string;
  photos: string[];
  likes: number;
  comments: number;
  products: { _id: string; name: string }[];
};

/**
 * Rewards in the demo: Ada holds points from her received orders and photo reviews, and two
 * vouchers; Adire Lounge's voucher was used on orders, and its loyalty card gave its regulars
 * rewards.
 */
export async function expectDemoRewards(
  app: FastifyInstance,
  {
    ada,
    adaId,
    tunde,
    loungeId,
    stored,
  }: {
    ada: string;
    adaId: string;
    tunde: string;
    loungeId: string;
    stored: (url: string) => boolean;
  },
) {
  await expectAdaPhotoReviews(app, { ada, adaId, stored });
  await expectAdaReferrals(app, { ada, adaId });
  const points = (await api(app).get('/rewards/summary', { token: ada })).json().data;
  expect(points.available).toBeGreaterThan(0);
  const held = (await api(app).get('/rewards/vouchers/mine', { token: ada })).json().data;
  expect(held.results.map((h: { status: string }) => h.status)).toEqual(['HELD', 'HELD']);
  const vouchers = (
    await api(app).get(`/rewards/vouchers?businessId=${loungeId}`, { token: tunde })
  ).json().data.results as {
    code: string | null;
    title: string;
    tagIds: string[];
    figures: { used: number };
  }[];
  expect(vouchers.map((v) => v.code).sort()).toEqual(['ADIRE15', null, null]);
  expect(
    vouchers.find((v) => v.title === '₦1,000 off orders of ₦5,000')!.figures.used,
  ).toBeGreaterThanOrEqual(3);
  // One counts only the pieces with its tag, and they carry it.
  const byTag = vouchers.find((v) => v.tagIds.length === 1)!;
  const tagged = (
    await api(app).get(`/products?productBusinessId=${loungeId}&limit=50`, { token: tunde })
  ).json().data.results as { name: string; tags: { _id: string }[] }[];
  const adire = tagged.filter((p) => p.tags.some((t) => t._id === byTag.tagIds[0]));
  expect(adire.map((p) => p.name).sort()).toEqual([
    'Adire kimono jacket',
    'Indigo adire midi dress',
  ]);
  const card = (
    await api(app).get(`/rewards/loyalty?businessId=${loungeId}`, { token: tunde })
  ).json().data;
  expect(card).toMatchObject({ everyOrders: 5, reward: 1500, active: true });
  expect(card.figures.earned).toBeGreaterThan(0);
  // Sales: a season sale with a year of figures and a flash sale, both running.
  await expectDemoSales(app, tunde, loungeId);
  await expectDemoAffiliate(app);
}

/**
 * Ada's photo reviews: her review of the first thing of each order shows that product's own
 * stored picture, and each earned her its photo-review points once (decision 060).
 */
export async function expectAdaPhotoReviews(
  app: FastifyInstance,
  { ada, adaId, stored }: { ada: string; adaId: string; stored: (url: string) => boolean },
) {
  type Review = { photos: string[]; product: { _id: string; name: string } | null };
  const reviews: Review[] = (
    await api(app).get(`/reviews?reviewCustomerId=${adaId}&limit=100`)
  ).json().data.results;
  const withPhotos = reviews.filter((r) => r.photos.length > 0);
  expect(withPhotos.length).toBeGreaterThanOrEqual(2);
  for (const review of withPhotos) {
    expect(review.product, 'a product review').not.toBeNull();
    const product = (await api(app).get(`/products/${review.product!._id}`)).json().data;
    expect(review.photos).toEqual([product.photos[0]]);
    expect(stored(review.photos[0]!), review.photos[0]).toBe(true);
  }
  const earned = (await api(app).get('/rewards?rewardTypes=REVIEW', { token: ada })).json().data;
  expect(earned.results.map((e: { title: string }) => e.title).sort()).toEqual(
    withPhotos.map((r) => `Photo review of ${r.product!.name}`).sort(),
  );
  for (const entry of earned.results)
    expect(entry).toMatchObject({ type: 'REVIEW', status: 'AVAILABLE', points: 50 });
  const points = (await api(app).get('/rewards/summary', { token: ada })).json().data;
  expect(points.available).toBeGreaterThanOrEqual(50 * withPhotos.length);
  expect(points.pointsPerPhotoReview).toBe(50);
}

/** Logs a demo account in through the API: its token and id. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const res = await api(app).post('/users/login', { username, password });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return { token: data.accessToken as string, id: data.user._id as string };
}

/** Funmilayo, the demo's affiliate: a year of visits through her links, orders and commission. */
export async function expectDemoAffiliate(app: FastifyInstance) {
  const funmi = await signIn(app, 'shopper02@oja.ng', 'oja-shopper-2026');
  const year = (
    await api(app).get(`/affiliates/${funmi.id}/summary?days=365`, { token: funmi.token })
  ).json().data;
  expect(year.products).toBeGreaterThanOrEqual(5);
  expect(year.clicks).toBeGreaterThan(300);
  expect(year.orders).toBeGreaterThan(15);
  expect(year.earnedToDate).toBeGreaterThan(0);
  expect(year.pending).toBeGreaterThan(0);
  for (const month of year.months) expect(month.clicks, month.month).toBeGreaterThan(0);
  const wallet = (await api(app).get(`/payments/wallet/${funmi.id}`, { token: funmi.token })).json()
    .data;
  expect(wallet.balance).toBeGreaterThanOrEqual(year.earnedToDate);
}

/**
 * Ada's referrals (decision 062): Kelechi's first order was received, which paid her and him
 * their referral points once; Temitope only joined.
 */
export async function expectAdaReferrals(
  app: FastifyInstance,
  { ada, adaId }: { ada: string; adaId: string },
) {
  const list = (await api(app).get(`/users/${adaId}/list`, { token: ada })).json().data;
  expect(
    list.results.map((r: { name: string; status: string; pointsEarned: number }) => [
      r.name,
      r.status,
      r.pointsEarned,
    ]),
  ).toEqual([
    ['Temitope Bankole', 'JOINED', 0],
    ['Kelechi Nwankwo', 'FIRST_ORDER_RECEIVED', 500],
  ]);
  const summary = (await api(app).get(`/users/${adaId}/referrals/summary`, { token: ada })).json()
    .data;
  expect(summary).toMatchObject({ code: 'ADAOJA26', joined: 2, rewarded: 1, pointsEarned: 500 });
  const entries = (await api(app).get('/rewards?rewardTypes=REFERRAL', { token: ada })).json().data;
  expect(entries.results).toEqual([
    expect.objectContaining({
      title: 'Referral: Kelechi Nwankwo received their first order',
      points: 500,
      status: 'AVAILABLE',
    }),
  ]);
  const kelechi = await signIn(app, 'kelechi_nwankwo', 'oja-shopper-2026');
  const welcome = (
    await api(app).get('/rewards?rewardTypes=REFERRAL', { token: kelechi.token })
  ).json().data;
  expect(welcome.results).toEqual([
    expect.objectContaining({ title: 'Welcome reward: referred by Adaeze Okafor', points: 250 }),
  ]);
}
