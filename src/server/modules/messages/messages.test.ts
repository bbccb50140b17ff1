import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAndPay, newShopper, openShop, addProduct } from '../../testing/shop.ts';
import { createTestContext, givePictures, type TestContext } from '../../testing/test-app.ts';
import { messageFixtures } from './messages.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, world, start, send, get, unread, rows, liveFor, opened } = messageFixtures(() => ctx);
type Res = Awaited<ReturnType<ReturnType<typeof http>['get']>>;
describe('conversations between a shopper and a business', () => {
  it('a shopper asks about a product, the owner reads and answers, and the counts follow', async () => {
    const { vendor, shop, product, shopper } = await world();
    const first = await start(shopper, {
      businessId: shop._id,
      productId: product._id,
      text: '  Good afternoon. Do you have this in size 14?  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const { conversation, message } = first.json().data;
    expect(first.json().message).toBe('Message sent');
    expect(conversation).toMatchObject({
      business: { _id: shop._id, name: shop.name, handle: shop.handle },
      shopper: { _id: shopper.id, name: 'Chioma Eze', handle: shopper.input.handle },
      side: 'SHOPPER',
      lastMessage: { preview: 'Good afternoon. Do you have this in size 14?', mine: true },
      unread: 0,
      blocked: false,
    });
    expect(message).toMatchObject({
      conversationId: conversation._id,
      from: 'SHOPPER',
      mine: true,
      text: 'Good afternoon. Do you have this in size 14?',
      photos: [],
      product: { _id: product._id, name: 'Ankara wrap dress', price: 18_500, available: true },
      order: null,
      seen: false,
    });
    // The owner is told live, in the transaction that wrote the message.
    expect(await liveFor(vendor.id, 'message', conversation._id)).toBe(1);
    expect(await liveFor(shopper.id, 'message', conversation._id)).toBe(0);

    // Starting again reuses the pair's conversation.
    const again = await start(shopper, {
      businessId: shop._id,
      text: 'Also, do you deliver to Yaba?',
    });
    expect(again.json().data.conversation._id).toBe(conversation._id);
    expect(await liveFor(vendor.id, 'message', conversation._id)).toBe(2);

    const inbox = await get(vendor, `/businesses/${shop._id}/conversations`);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().data).toMatchObject({ totalRecords: 1, currentPage: 1 });
    expect(inbox.json().data.results[0]).toMatchObject({
      _id: conversation._id,
      side: 'BUSINESS',
      unread: 2,
      lastMessage: { preview: 'Also, do you deliver to Yaba?', mine: false, from: 'SHOPPER' },
    });
    expect(await unread(vendor)).toEqual({
      total: 2,
      asShopper: 0,
      asBusiness: 2,
      businesses: [{ _id: shop._id, unread: 2 }],
    });
    expect((await unread(shopper)).total).toBe(0);

    const thread = await get(vendor, `/conversations/${conversation._id}/messages`);
    expect(thread.json().data.results.map((m: { text: string }) => m.text)).toEqual([
      'Also, do you deliver to Yaba?',
      'Good afternoon. Do you have this in size 14?',
    ]);
    expect(thread.json().data.results[0]).toMatchObject({ mine: false, from: 'SHOPPER' });

    const read = await http().put(`/conversations/${conversation._id}/read`, undefined, {
      token: vendor.accessToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ unread: 0, side: 'BUSINESS' });
    expect(await liveFor(vendor.id, 'read', conversation._id)).toBe(1);
    expect((await unread(vendor)).total).toBe(0);

    const answer = await send(vendor, conversation._id, {
      text: 'Yes o! Size 14 is available. Delivery to Yaba is ₦2,000.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ from: 'BUSINESS', mine: true, seen: false });
    expect(await liveFor(shopper.id, 'message', conversation._id)).toBe(1);

    const mine = await get(shopper, '/conversations');
    expect(mine.json().data.results).toMatchObject([
      {
        _id: conversation._id,
        side: 'SHOPPER',
        unread: 1,
        lastMessage: { from: 'BUSINESS', mine: false },
      },
    ]);
    expect(await unread(shopper)).toMatchObject({ total: 1, asShopper: 1, asBusiness: 0 });
    // What the shopper wrote before the owner opened the conversation shows as seen.
    const seen = await get(shopper, `/conversations/${conversation._id}/messages`);
    expect(seen.json().data.results.map((m: { seen: boolean }) => m.seen)).toEqual([
      false,
      true,
      true,
    ]);
    await http().put(`/conversations/${conversation._id}/read`, undefined, {
      token: shopper.accessToken,
    });
    expect((await unread(shopper)).total).toBe(0);
    expect((await get(shopper, `/conversations/${conversation._id}`)).json().data.unread).toBe(0);
  });

  it('pages a conversation back from a message', async () => {
    const { vendor, id } = await opened();
    for (const n of [1, 2, 3, 4]) await send(vendor, id, { text: `Reply ${n}` });
    const first = await get(vendor, `/conversations/${id}/messages?limit=2`);
    expect(first.json().data).toMatchObject({ totalRecords: 5, totalPages: 3, nextPage: 2 });
    const texts = (res: Res) => res.json().data.results.map((m: { text: string }) => m.text);
    expect(texts(first)).toEqual(['Reply 4', 'Reply 3']);
    const oldest = first.json().data.results[1]._id;
    const back = await get(vendor, `/conversations/${id}/messages?limit=2&before=${oldest}`);
    expect(texts(back)).toEqual(['Reply 2', 'Reply 1']);
    expect(back.json().data.totalRecords).toBe(3);
    expect(
      (await get(vendor, `/conversations/${id}/messages?page=2&limit=2`)).json().data,
    ).toMatchObject({
      currentPage: 2,
      previousPage: 1,
    });
  });

  it('attaches the shopper’s own order from the business and their own photos', async () => {
    const { vendor, shop, product, shopper } = await world();
    const [orderId] = await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 1 }]);
    const res = await start(shopper, {
      businessId: shop._id,
      orderId,
      text: 'Please when will my order ship?',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.message.order).toEqual({
      _id: orderId,
      number: `#${orderId!.slice(-6).toUpperCase()}`,
      total: 19_500,
      status: 'PENDING',
    });
    const id = res.json().data.conversation._id;
    // The owner may point at the same order in their answer.
    const answer = await send(vendor, id, { orderId, text: 'It ships tomorrow morning' });
    expect(answer.statusCode, answer.body).toBe(201);

    const photo = `/uploads/messages/${shopper.id}.webp`;
    await givePictures(ctx.db, shopper, [photo]);
    const pictured = await send(shopper, id, { photos: [photo] });
    expect(pictured.statusCode, pictured.body).toBe(201);
    expect(pictured.json().data).toMatchObject({ text: '', photos: [photo] });
    expect((await get(vendor, `/conversations/${id}`)).json().data.lastMessage.preview).toBe(
      'Sent a photo',
    );

    // Someone else's order, or one from another business, cannot be attached.
    const other = await newShopper(ctx.app);
    const before = await rows();
    const refused = await start(other, { businessId: shop._id, orderId, text: 'Hello' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      orderId: 'Attach an order from this business to this shopper',
    });
    const elsewhere = await openShop(ctx.app);
    const theirs = await addProduct(ctx.app, elsewhere.vendor, elsewhere.shop._id);
    const wrongShop = await start(shopper, {
      businessId: elsewhere.shop._id,
      orderId,
      text: 'Hello',
    });
    expect(wrongShop.statusCode).toBe(400);
    const wrongProduct = await send(shopper, id, { productId: theirs._id, text: 'This one?' });
    expect(wrongProduct.json().message).toEqual({
      productId: 'Attach a product of this business',
    });
    const notMine = await send(shopper, id, { photos: ['/uploads/messages/elsewhere.webp'] });
    expect(notMine.json().message).toEqual({ photos: 'Upload the picture to Oja first' });
    expect(await rows()).toEqual(before);
  });

  it('refuses bad messages with a 400 and writes nothing', async () => {
    const { shop, product, shopper, id } = await opened();
    const before = await rows();
    const bad: object[] = [
      { businessId: shop._id, text: '   ' },
      { businessId: shop._id },
      { businessId: shop._id, text: 'x'.repeat(2001) },
      { businessId: shop._id, text: 'Hi', photos: Array(5).fill('/uploads/a.webp') },
      { businessId: shop._id, text: 'Hi', productId: product._id, orderId: product._id },
      { businessId: 'not-an-id', text: 'Hi' },
      { businessId: shop._id, text: 42 },
      { businessId: shop._id, text: 'Hi', productId: shop._id },
    ];
    for (const body of bad) {
      const res = await start(shopper, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    for (const body of [{ text: '' }, { text: 'x'.repeat(2001) }, { photos: 'nope' }])
      expect((await send(shopper, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await start(shopper, { businessId: shop._id, text: '' })).json().message).toEqual({
      text: 'Write a message or add a photo',
    });
    expect((await get(shopper, `/conversations/${id}/messages?before=x`)).statusCode).toBe(400);
    expect((await get(shopper, '/conversations?limit=101')).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    // The full 2000 characters are fine.
    expect((await send(shopper, id, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('a vendor cannot message their own business; unknown businesses are not found', async () => {
    const { vendor, shop } = await world();
    const before = await rows();
    const own = await start(vendor, { businessId: shop._id, text: 'Testing my shop' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toEqual({ businessId: 'You cannot message your own business' });
    const unknown = await start(vendor, {
      businessId: '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3',
      text: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await http().post('/conversations', { businessId: shop._id, text: 'Hi' })).statusCode,
    ).toBe(401);
    expect((await http().get('/conversations/unread-count')).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });
});
