import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addProduct, buyAndPay, openShop } from '../../testing/shop.ts';
import { api, type Registered, type TestContext } from '../../testing/test-app.ts';

export type Shop = Awaited<ReturnType<typeof openShop>>;
export type Item = { _id: string; name: string };

export type StoredReview = {
  id: string;
  business_id: string;
  product_id: string | null;
  rating: number;
  comment: string;
  photos: string[];
  updated_at: string;
};

/** The reviews API tests' helpers, bound to the test file's own app and database. */
export function reviewFixtures(context: () => TestContext) {
  const http = () => api(context().app);

  /** Buys one unit and walks the order to RECEIVED: what a customer needs before reviewing. */
  async function receive(shop: Shop, buyer: Registered, item: Item) {
    const [orderId] = await buyAndPay(context().app, buyer, [{ productId: item._id, count: 1 }]);
    const move = (who: Registered, status: string) =>
      http().put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      expect((await move(shop.vendor, status)).statusCode).toBe(200);
    expect((await move(buyer, 'RECEIVED')).statusCode).toBe(200);
    return orderId!;
  }

  const post = (who: Registered | null, body: unknown) =>
    http().post('/reviews', body, who ? { token: who.accessToken } : {});
  const patch = (who: Registered | null, id: string, body: unknown) =>
    http().patch(`/reviews/${id}`, body, who ? { token: who.accessToken } : {});

  /** The customer's reviews as the database holds them, oldest first. */
  async function storedReviews(customerId: string): Promise<StoredReview[]> {
    const { rows } = await context().db.execute<StoredReview>(
      sql`SELECT id, business_id, product_id, rating, comment, photos, updated_at::text AS updated_at
          FROM reviews WHERE customer_id = ${customerId} ORDER BY created_at, id`,
    );
    return rows;
  }

  /** One review as the database holds it. */
  async function storedReview(id: string): Promise<StoredReview> {
    const { rows } = await context().db.execute<StoredReview>(
      sql`SELECT id, business_id, product_id, rating, comment, photos, updated_at::text AS updated_at
          FROM reviews WHERE id = ${id}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  /** A shop with a product that `buyer` has received. */
  async function receivedPurchase(buyer: Registered) {
    const shop = await openShop(context().app);
    const item = await addProduct(context().app, shop.vendor, shop.shop._id);
    await receive(shop, buyer, item);
    return { ...shop, item };
  }

  return { http, receive, post, patch, storedReviews, storedReview, receivedPurchase };
}
