import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '#shared/order-flow.ts';
import { addProduct, openShop, placeOrder } from '../../testing/shop.ts';
import { createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { linkIn, supportFixtures, visitorBody } from './support.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { send, stored, countRequests, mailsTo } = supportFixtures(() => ctx);

describe('a visitor asks Oja support', () => {
  it('stores the request with its first message, answers with the reference and a key, and e-mails the link', async () => {
    const email = 'ngozi.visitor@example.ng';
    const res = await send('POST', '/support/requests', {
      body: visitorBody({ email: '  Ngozi.Visitor@Example.ng ', orderReference: '#ab12cd' }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      reference: expect.stringMatching(/^SUP-[A-Z2-9]{6}$/),
      topic: 'payments',
      subject: 'Wallet top-up not showing',
      status: 'open',
      order: null,
      orderReference: '#AB12CD',
      requester: { name: 'Ngozi Bello', email, member: false },
      lastMessageFrom: 'requester',
      messageCount: 1,
      messages: [
        {
          from: 'requester',
          author: 'Ngozi Bello',
          body: visitorBody().message,
        },
      ],
      key: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
    });
    expect(res.json().message).toContain(created.reference);

    const [row] = await stored({ email });
    expect(row).toMatchObject({ requester_id: null, status: 'open', keys: 1, messages: 1 });

    // The acknowledgement names the reference and links to the thread with the same key.
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`We received your request ${created.reference}`);
    expect(mail!.body).toContain(created.reference);
    expect(linkIn(mail!.body)).toEqual({ id: created._id, key: created.key });
    expect(mail!.body).toContain(`http://oja.test/shopper/support/requests/${created._id}?key=`);

    // The link opens the thread; without the key, or with another, there is nothing there.
    const opened = await send('GET', `/support/requests/${created._id}?key=${created.key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ _id: created._id, messageCount: 1 });
    expect(opened.json().data.key).toBeUndefined();
    for (const url of [
      `/support/requests/${created._id}`,
      `/support/requests/${created._id}?key=${'x'.repeat(43)}`,
      `/support/requests/${created._id}?key=`,
    ]) {
      const refused = await send('GET', url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }

    // With the key the visitor replies; without it nobody can.
    const before = await countRequests();
    const wrong = await send('POST', `/support/requests/${created._id}/replies?key=nope`, {
      body: { message: 'Any news?' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await countRequests()).toBe(before);
    const replied = await send(
      'POST',
      `/support/requests/${created._id}/replies?key=${created.key}`,
      {
        body: { message: '  I have attached nothing, but the reference is T123.  ' },
      },
    );
    expect(replied.statusCode).toBe(201);
    expect(replied.json().data.messages).toHaveLength(2);
    expect(replied.json().data.messages[1]).toMatchObject({
      from: 'requester',
      body: 'I have attached nothing, but the reference is T123.',
    });

    // The key is a secret: request logs show it redacted.
    const logs = ctx.logs.join('\n');
    expect(logs).toContain(`/support/requests/${created._id}?key=[redacted]`);
    expect(logs).not.toContain(created.key);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await countRequests();
    const cases: [Record<string, unknown>, string][] = [
      [{ topic: 'refund-me-now' }, 'topic'],
      [{ topic: undefined }, 'topic'],
      [{ subject: 'Hi' }, 'subject'],
      [{ subject: 'x'.repeat(121) }, 'subject'],
      [{ message: 'Help' }, 'message'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ email: undefined }, 'email'],
      [{ email: 'ngozi@' }, 'email'],
      [{ name: undefined }, 'name'],
      [{ name: ' ' }, 'name'],
      [{ orderReference: 'my order' }, 'orderReference'],
      [{ orderReference: '#12345' }, 'orderReference'],
    ];
    for (const [change, field] of cases) {
      const res = await send('POST', '/support/requests', { body: visitorBody(change) });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().message), JSON.stringify(change)).toContain(field);
    }
    expect(await countRequests()).toBe(before);
  });
});

describe('a signed-in user asks Oja support', () => {
  it('asks as their account, about their own order, and sees the request in their list', async () => {
    const shopper = await registerUser(ctx.app, { firstName: 'Emeka', lastName: 'Obi' });
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const orderId = placed.transaction.orders[0]!._id;

    // Name and e-mail in the body do not change whose request it is.
    const res = await send('POST', '/support/requests', {
      as: shopper,
      body: {
        topic: 'orders',
        subject: 'Where is my order?',
        message: 'It was meant to arrive on Friday and I have heard nothing since.',
        orderReference: orderNumber(orderId).toLowerCase(),
        name: 'Someone Else',
        email: 'someone.else@example.ng',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      order: { _id: orderId, number: orderNumber(orderId) },
      orderReference: orderNumber(orderId),
      requester: { name: 'Emeka Obi', email: shopper.input.email, member: true },
      key: null,
    });
    expect(await mailsTo('someone.else@example.ng')).toEqual([]);
    const [mail] = await mailsTo(shopper.input.email);
    expect(mail!.subject).toBe(`We received your request ${created.reference}`);
    expect(linkIn(mail!.body)).toEqual({ id: created._id, key: null });

    // By its full id too.
    const byId = await send('POST', '/support/requests', {
      as: shopper,
      body: { ...visitorBody(), topic: 'returns', orderReference: orderId },
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().data.order._id).toBe(orderId);

    const mine = await send('GET', '/support/requests?limit=1', { as: shopper });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      totalRecords: 2,
      totalPages: 2,
      nextPage: 2,
      results: [{ _id: byId.json().data._id }],
    });
    expect(mine.json().data.results[0].messages).toBeUndefined();
    const opened = await send('GET', `/support/requests/${created._id}`, { as: shopper });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.messages).toHaveLength(1);
  });

  it('refuses an order that is not theirs with a clear 400 and writes nothing', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const placed = await placeOrder(ctx.app, owner, [{ productId: item._id, count: 1 }]);
    const orderId = placed.transaction.orders[0]!._id;
    const before = await countRequests();
    for (const orderReference of [orderId, orderNumber(orderId), '#000000']) {
      const res = await send('POST', '/support/requests', {
        as: other,
        body: { ...visitorBody(), orderReference },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.orderReference).toMatch(/could not find this order among yours/);
    }
    expect(await countRequests()).toBe(before);
    expect(await mailsTo(other.input.email)).toHaveLength(0);
  });

  it("hides other people's requests: 404 to read or reply, and never in their list", async () => {
    const asker = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const created = (
      await send('POST', '/support/requests', { as: asker, body: visitorBody() })
    ).json().data;
    const visitor = (await send('POST', '/support/requests', { body: visitorBody() })).json().data;

    for (const id of [created._id, visitor._id, '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3']) {
      const read = await send('GET', `/support/requests/${id}`, { as: stranger });
      expect(read.statusCode).toBe(404);
      const before = await countRequests();
      const reply = await send('POST', `/support/requests/${id}/replies`, {
        as: stranger,
        body: { message: 'Let me in' },
      });
      expect(reply.statusCode).toBe(404);
      expect(await countRequests()).toBe(before);
    }
    // Visitors see nothing of a member's request either.
    expect((await send('GET', `/support/requests/${created._id}`)).statusCode).toBe(404);
    const list = await send('GET', '/support/requests', { as: stranger });
    expect(list.json().data.totalRecords).toBe(0);
    expect((await send('GET', '/support/requests')).statusCode).toBe(401);
    expect((await send('GET', '/support/requests/not-an-id')).statusCode).toBe(400);
  });
});
