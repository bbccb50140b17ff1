import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { newShopper } from '../../testing/shop.ts';
import {
  createBusiness,
  createTestContext,
  registerUser,
  type TestContext,
} from '../../testing/test-app.ts';
import { messageFixtures } from './messages.fixtures.ts';
import { conversations } from './messages.schema.ts';
import { givePlan } from '../../testing/plans.ts';
import { createMessagesService } from './messages.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, world, start, send, get, rows, opened } = messageFixtures(() => ctx);
describe('blocking', () => {
  it('the business blocks a shopper: their messages are refused until it unblocks', async () => {
    const { vendor, shop, shopper, id } = await opened();
    const shopperBlock = await http().put(`/conversations/${id}/block`, undefined, {
      token: shopper.accessToken,
    });
    expect(shopperBlock.statusCode).toBe(403);

    const blocked = await http().put(`/conversations/${id}/block`, undefined, {
      token: vendor.accessToken,
    });
    expect(blocked.json()).toMatchObject({ message: 'Shopper blocked', data: { blocked: true } });
    const before = await rows();
    const refused = await send(shopper, id, { text: 'Hello? Why no answer?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This business is not accepting messages from you',
    });
    expect((await start(shopper, { businessId: shop._id, text: 'Hello again' })).statusCode).toBe(
      403,
    );
    expect(await rows()).toEqual(before);
    expect((await get(shopper, `/conversations/${id}`)).json().data.blocked).toBe(true);
    // The business may still write.
    expect((await send(vendor, id, { text: 'We no longer sell to you, sorry' })).statusCode).toBe(
      201,
    );

    const unblocked = await http().delete(`/conversations/${id}/block`, {
      token: vendor.accessToken,
    });
    expect(unblocked.json()).toMatchObject({
      message: 'Shopper unblocked',
      data: { blocked: false },
    });
    expect((await send(shopper, id, { text: 'Thank you' })).statusCode).toBe(201);
  });
});

describe('limits against spam', () => {
  it('at most 20 messages a minute per sender', async () => {
    const { shopper, id } = await opened();
    for (let n = 2; n <= 20; n++)
      expect((await send(shopper, id, { text: `Message ${n}` })).statusCode).toBe(201);
    const before = await rows();
    const limited = await send(shopper, id, { text: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You are sending messages too fast. Please wait a minute and try again',
    });
    expect(await rows()).toEqual(before);
  });

  it('at most 10 new conversations an hour per shopper', async () => {
    // Two vendors on Pro (10 businesses each) own the 11 businesses between them.
    const owners = [await registerUser(ctx.app), await registerUser(ctx.app)];
    for (const owner of owners) await givePlan(ctx.db, owner.id);
    const shopper = await newShopper(ctx.app);
    const shops = [];
    for (let n = 0; n < 11; n++) shops.push(await createBusiness(ctx.app, owners[n % 2]!));
    for (const shop of shops.slice(0, 10))
      expect((await start(shopper, { businessId: shop._id, text: 'Hi' })).statusCode).toBe(201);
    const before = await rows();
    const limited = await start(shopper, { businessId: shops[10]!._id, text: 'Hi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'You have started too many conversations. Please try again in an hour',
    );
    expect(await rows()).toEqual(before);
    // Writing again to a business already in conversation is not a new conversation.
    expect((await start(shopper, { businessId: shops[0]!._id, text: 'Hi again' })).statusCode).toBe(
      201,
    );
  });

  it('concurrent first messages open one conversation', async () => {
    const { shop, shopper } = await world();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => start(shopper, { businessId: shop._id, text: `Hello ${n}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.conversation._id)).size).toBe(1);
    const [row] = await ctx.db
      .select({ n: count(), unread: conversations.businessUnread })
      .from(conversations)
      .where(eq(conversations.shopperId, shopper.id))
      .groupBy(conversations.businessUnread);
    expect(row).toEqual({ n: 1, unread: 4 });
  });
});

describe('the messageSent event', () => {
  it('carries who should hear of it, the names, a short preview and where to read it', async () => {
    const { vendor, shop, shopper, id } = await opened();
    const services = createServices({ config: ctx.config, db: ctx.db });
    const published: { name: string; payload: object }[] = [];
    const spied = createMessagesService({
      db: ctx.db,
      checkMedia: async () => {},
      limits: ctx.config.rateLimits,
      live: services.live,
      productOf: services.products.get,
      productCards: services.products.cards,
      orderOf: services.orderQueries.get,
      events: {
        transaction: (work) =>
          ctx.db.transaction((tx) =>
            work(tx, async (event, payload) => {
              published.push({ name: event.name, payload });
            }),
          ),
      },
    });
    const long = `${'Abeg, '.repeat(40)}how much?`;
    const fromShopper = await spied.send(shopper.id, id, { text: long, photos: [] });
    const fromVendor = await spied.send(vendor.id, id, { text: 'Na ₦18,500', photos: [] });
    expect(published).toEqual([
      {
        name: 'message-sent',
        payload: {
          conversationId: id,
          messageId: fromShopper._id,
          recipientUserId: vendor.id,
          senderName: 'Chioma Eze',
          businessName: shop.name,
          text: `${'Abeg, '.repeat(40)}how much?`.slice(0, 139).trimEnd() + '…',
          link: `/vendor/${shop._id}/inbox/${id}`,
        },
      },
      {
        name: 'message-sent',
        payload: {
          conversationId: id,
          messageId: fromVendor._id,
          recipientUserId: shopper.id,
          senderName: shop.name,
          businessName: shop.name,
          text: 'Na ₦18,500',
          link: `/shopper/chat/${id}`,
        },
      },
    ]);
    expect((published[0]!.payload as { text: string }).text.length).toBeLessThanOrEqual(140);
    expect(await services.messages.unreadCount(vendor.id)).toBe(2);
    expect(await services.messages.unreadCount(shopper.id)).toBe(1);
  });
});
