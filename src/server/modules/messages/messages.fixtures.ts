import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { liveEvents } from '../live/live.schema.ts';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { api, type Registered, type TestContext } from '../../testing/test-app.ts';
import { conversations, messages } from './messages.schema.ts';

/** Shared setup of the messages tests: a shop with a product, a shopper, and ways to write. */
export function messageFixtures(context: () => TestContext) {
  const http = () => api(context().app);

  /** A vendor's shop with a product, and a shopper who has never written to it. */
  async function world() {
    const { vendor, shop } = await openShop(context().app);
    const product = await addProduct(context().app, vendor, shop._id, {
      name: 'Ankara wrap dress',
      unitPrice: 18_500,
    });
    const shopper = await newShopper(context().app);
    return { vendor, shop, product, shopper };
  }

  const start = (who: Registered, body: object) =>
    http().post('/conversations', body, { token: who.accessToken });
  const send = (who: Registered, id: string, body: object) =>
    http().post(`/conversations/${id}/messages`, body, { token: who.accessToken });
  const get = (who: Registered, url: string) => http().get(url, { token: who.accessToken });
  const unread = async (who: Registered) =>
    (await get(who, '/conversations/unread-count')).json().data;

  async function rows() {
    const [[m], [c]] = await Promise.all([
      context().db.select({ n: count() }).from(messages),
      context().db.select({ n: count() }).from(conversations),
    ]);
    return { messages: m!.n, conversations: c!.n };
  }

  async function liveFor(userId: string, kind: string, ref: string) {
    const [row] = await context()
      .db.select({ n: count() })
      .from(liveEvents)
      .where(
        and(eq(liveEvents.userId, userId), eq(liveEvents.kind, kind), eq(liveEvents.ref, ref)),
      );
    return row!.n;
  }

  /** A shopper's first message about a product; returns the conversation's id. */
  async function opened() {
    const w = await world();
    const res = await start(w.shopper, {
      businessId: w.shop._id,
      productId: w.product._id,
      text: 'Good afternoon. Do you have this in size 14?',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...w, id: res.json().data.conversation._id as string };
  }

  return { http, world, start, send, get, unread, rows, liveFor, opened };
}
