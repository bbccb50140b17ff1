import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { addProduct, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let services: Services;
let vendor: Registered;
let shop: { _id: string; name: string; handle: string };
let productId: string;
const http = () => api(ctx.app);
const as = (u: Registered) => ({ token: u.accessToken });

beforeAll(async () => {
  ctx = await createTestContext();
  // The same database and outbox: the scheduled run is called as the job would.
  services = createServices({ config: ctx.config, db: ctx.db });
  ({ vendor, shop } = await openShop(ctx.app));
  productId = (
    await addProduct(ctx.app, vendor, shop._id, { name: 'Ankara tote', unitPrice: 8500 })
  )._id;
});
afterAll(() => ctx.close());

let ip = 0;
const subscribe = (body: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscribe_to_newsletter',
    payload: body,
    remoteAddress: `10.1.0.${++ip}`,
    headers: {
      'x-api-key': 'test-api-key',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

/** The e-mails sent to an address, newest first. */
const mailsTo = async (email: string) =>
  (
    await ctx.db.execute<{ subject: string; body: string; headers: Record<string, string> | null }>(
      sql`SELECT subject, body, headers FROM outbox_messages WHERE recipient = ${email} ORDER BY id DESC`,
    )
  ).rows;
const linkIn = (body: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}/([^\\s]+)`).exec(body)?.[1] ?? '';

async function confirmedSubscriber(email: string) {
  await subscribe({ vendorId: shop._id, email });
  const token = linkIn((await mailsTo(email))[0]!.body, 'confirm');
  expect((await http().post('/newsletters/confirm', { token })).statusCode).toBe(200);
}

describe('subscribing', () => {
  it('sends a confirmation link first, and counts the subscriber once it is opened', async () => {
    const res = await subscribe({ vendorId: shop._id, email: 'Chidinma@Example.ng' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `Check chidinma@example.ng: we sent a link to confirm your subscription to ${shop.name}.`,
    );
    const [mail] = await mailsTo('chidinma@example.ng');
    expect(mail!.subject).toBe(`Confirm your subscription to ${shop.name}`);
    const token = linkIn(mail!.body, 'confirm');
    let list = (
      await http().get(`/businesses/${shop._id}/newsletter/subscribers`, as(vendor))
    ).json().data;
    expect(list.counts).toEqual({ confirmed: 0, pending: 1, unsubscribed: 0 });

    const confirmed = await http().post('/newsletters/confirm', { token });
    expect(confirmed.json()).toMatchObject({
      message: 'Your subscription is confirmed',
      data: { business: { handle: shop.handle }, status: 'confirmed' },
    });
    list = (await http().get(`/businesses/${shop._id}/newsletter/subscribers`, as(vendor))).json()
      .data;
    expect(list.counts.confirmed).toBe(1);
    expect(list.results[0]).toMatchObject({ email: 'chidinma@example.ng', status: 'confirmed' });
    // The confirmation link cannot unsubscribe, nor a made-up one confirm.
    expect((await http().post('/newsletters/unsubscribe', { token })).statusCode).toBe(404);
    const forged = `${token.slice(0, 36)}${'A'.repeat(43)}`;
    expect((await http().post('/newsletters/confirm', { token: forged })).statusCode).toBe(404);
    const malformed = `${'-'.repeat(36)}${'A'.repeat(43)}`;
    expect((await http().post('/newsletters/confirm', { token: malformed })).statusCode).toBe(404);
  });

  it('answers the same whether or not the address is already subscribed, and e-mails it nothing more', async () => {
    await confirmedSubscriber('kunle@example.ng');
    const before = (await mailsTo('kunle@example.ng')).length;
    const again = await subscribe({ vendorId: shop._id, email: 'kunle@example.ng' });
    const fresh = await subscribe({ vendorId: shop._id, email: 'bola@example.ng' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json().message).toBe(fresh.json().message.replace('bola', 'kunle'));
    expect((await mailsTo('kunle@example.ng')).length).toBe(before);
  });

  it("uses a signed-in shopper's own e-mail, and refuses bad input with nothing written", async () => {
    const shopper = await registerUser(ctx.app);
    expect((await subscribe({ vendorId: shop._id }, shopper.accessToken)).statusCode).toBe(200);
    expect(await mailsTo(String(shopper.input.email).toLowerCase())).toHaveLength(1);

    const count = async () =>
      Number(
        (await ctx.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM newsletter_subscribers`))
          .rows[0]!.n,
      );
    const before = await count();
    expect((await subscribe({ vendorId: shop._id })).json().message).toEqual({
      email: 'Enter your e-mail address',
    });
    expect((await subscribe({ vendorId: 'nope', email: 'x' })).json().message).toEqual({
      vendorId: 'Must be a valid id',
      email: 'Enter a valid email address',
    });
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await subscribe({ vendorId: unknown, email: 'a@example.ng' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('limits confirmation e-mails per address', async () => {
    const body = { vendorId: shop._id, email: 'many@example.ng' };
    for (let i = 0; i < 3; i++) expect((await subscribe(body)).statusCode).toBe(200);
    const refused = await subscribe(body);
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo('many@example.ng')).toHaveLength(3);
  });
});

describe('writing and sending a newsletter', () => {
  it('reaches each confirmed subscriber once, with the products, an unsubscribe link and its headers', async () => {
    await confirmedSubscriber('ngozi@example.ng');
    await subscribe({ vendorId: shop._id, email: 'pending@example.ng' });
    const draft = await http().post(
      `/businesses/${shop._id}/newsletters`,
      {
        subject: 'New totes for the harmattan',
        body: 'Fresh Ankara totes are in.',
        productIds: [productId],
      },
      as(vendor),
    );
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data._id;
    const preview = (
      await http().get(`/businesses/${shop._id}/newsletters/${id}/preview`, as(vendor))
    ).json().data;
    expect(preview.text).toContain('Ankara tote — ₦8,500');

    const sent = await http().post(
      `/businesses/${shop._id}/newsletters/${id}/send`,
      {},
      as(vendor),
    );
    expect(sent.statusCode).toBe(200);
    const confirmed = (
      await http().get(`/businesses/${shop._id}/newsletter/subscribers`, as(vendor))
    ).json().data.counts.confirmed;
    expect(sent.json().message).toBe(`Sending to ${confirmed} subscribers`);
    expect(
      (await http().post(`/businesses/${shop._id}/newsletters/${id}/send`, {}, as(vendor)))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await http().patch(
          `/businesses/${shop._id}/newsletters/${id}`,
          { subject: 'Changed' },
          as(vendor),
        )
      ).statusCode,
    ).toBe(409);

    // Two runs at once, then another: every confirmed subscriber gets it once.
    await Promise.all([services.newsletters.deliverQueued(), services.newsletters.deliverQueued()]);
    await services.newsletters.deliverQueued();
    const mails = (await mailsTo('ngozi@example.ng')).filter(
      (m) => m.subject === 'New totes for the harmattan',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`http://oja.test/product/${productId}`);
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/oja\.test\/newsletter\/unsubscribe\//),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(
      (await mailsTo('pending@example.ng')).some((m) => m.subject.startsWith('New totes')),
    ).toBe(false);
    const done = (await http().get(`/businesses/${shop._id}/newsletters/${id}`, as(vendor))).json()
      .data;
    expect(done).toMatchObject({ status: 'sent', recipients: confirmed, delivered: confirmed });

    // One tap in the mail app unsubscribes, as does the link's page.
    const token = linkIn(mails[0]!.body, 'unsubscribe');
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    const list = (
      await http().get(`/businesses/${shop._id}/newsletter/subscribers`, as(vendor))
    ).json().data;
    expect(list.counts.confirmed).toBe(confirmed - 1);
  });

  it('never sends twice a delivery a stopped run had claimed', async () => {
    await confirmedSubscriber('tolu@example.ng');
    const id = (
      await http().post(
        `/businesses/${shop._id}/newsletters`,
        { subject: 'Weekend sale', body: 'Ten percent off this weekend.' },
        as(vendor),
      )
    ).json().data._id;
    await http().post(`/businesses/${shop._id}/newsletters/${id}/send`, {}, as(vendor));
    // A run claimed them and was killed before sending: the claims are old.
    await ctx.db.execute(sql`UPDATE newsletter_deliveries SET status = 'sending',
      claimed_at = now() - interval '1 hour' WHERE newsletter_id = ${id}`);
    await services.newsletters.deliverQueued();
    expect((await mailsTo('tolu@example.ng')).some((m) => m.subject === 'Weekend sale')).toBe(
      false,
    );
    const after = (await http().get(`/businesses/${shop._id}/newsletters/${id}`, as(vendor))).json()
      .data;
    expect(after.status).toBe('sent');
  });

  it('holds a Free plan to its newsletters a month, and keeps other vendors out', async () => {
    const rival = await registerUser(ctx.app);
    const calls = [
      () => http().get(`/businesses/${shop._id}/newsletter/subscribers`, as(rival)),
      () => http().get(`/businesses/${shop._id}/newsletters`, as(rival)),
      () =>
        http().post(
          `/businesses/${shop._id}/newsletters`,
          { subject: 'Mine now', body: 'Hello everyone here.' },
          as(rival),
        ),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect(
      (
        await http().post(
          `/businesses/${shop._id}/newsletters`,
          { subject: 'Hi', body: 'x' },
          as(vendor),
        )
      ).json().message,
    ).toEqual({ subject: 'Write a subject', body: 'Write your newsletter' });
    const other = await openShop(ctx.app);
    const foreign = await addProduct(ctx.app, other.vendor, other.shop._id);
    expect(
      (
        await http().post(
          `/businesses/${shop._id}/newsletters`,
          { subject: 'Hello', body: 'Look at this one.', productIds: [foreign._id] },
          as(vendor),
        )
      ).json().message,
    ).toEqual({ productIds: 'Pick products that are on sale in your store' });

    // Two sent this month already (the tests above): a Free plan's allowance is used up.
    const third = (
      await http().post(
        `/businesses/${shop._id}/newsletters`,
        { subject: 'Third one', body: 'One more for the month.' },
        as(vendor),
      )
    ).json().data._id;
    const refused = await http().post(
      `/businesses/${shop._id}/newsletters/${third}/send`,
      {},
      as(vendor),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      message: 'Your plan sends 2 newsletters a month: upgrade to send more',
    });
  });
});
