import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createServices, type Services } from '../../services.ts';
import { startPushStandIn, type PushStandIn } from '../../testing/push-stand-in.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { deliveriesOf, MAX_DEVICES } from './push.repo.ts';

/**
 * Web Push end to end on the server: browsers' subscriptions kept per device and account, and
 * notices pushed, signed and encrypted, to a push service stand-in on loopback that decrypts
 * them as the browser would.
 */
let ctx: TestContext;
let standIn: PushStandIn;
let services: Services;
let shopperId: string;
const PATH = '/users/push-subscriptions';

beforeAll(async () => {
  standIn = await startPushStandIn();
  const pushTo = (c: Config): Config => ({
    ...c,
    webPush: {
      ...webpush.generateVAPIDKeys(),
      subject: 'mailto:support@oja.ng',
      hosts: [standIn.host],
    },
  });
  ctx = await createTestContext(pushTo);
  services = createServices({ config: ctx.config, db: ctx.db });
  shopperId = (await registerUser(ctx.app)).id;
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.received.length = 0;
  standIn.failWith = null;
});

async function subscribed() {
  const u = await registerUser(ctx.app);
  const device = standIn.subscribe();
  const res = await api(ctx.app).post(PATH, device, { token: u.accessToken });
  expect(res.statusCode).toBe(200);
  return { ...u, device };
}

const gone = (endpoint: string) => `${PATH}?endpoint=${encodeURIComponent(endpoint)}`;
const newOrderFor = (ownerId: string) => {
  const businessId = uuidv7();
  return services.notifications.orderPaid({
    orders: [{ id: uuidv7(), businessId, customerId: shopperId, totalKobo: '1250000' }],
    businesses: [{ id: businessId, name: 'Mama Nkechi Fabrics', ownerId }],
  });
};

describe('push subscriptions', () => {
  it('gives the key to subscribe with', async () => {
    const res = await api(ctx.app).get('/push/key');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ publicKey: ctx.config.webPush!.publicKey });
  });

  it('keeps a device for its account only, and refuses bad input with a message per field', async () => {
    const u = await registerUser(ctx.app);
    const device = standIn.subscribe();
    expect((await api(ctx.app).post(PATH, device)).statusCode).toBe(401);

    const bad = await api(ctx.app).post(
      PATH,
      { endpoint: 'not a url', keys: {} },
      { token: u.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(
      expect.arrayContaining(['endpoint', 'keys.p256dh', 'keys.auth']),
    );
    // The server posts only to a browser push service, never to any address it is given.
    const elsewhere = { ...device, endpoint: 'https://attacker.example/collect' };
    const refused = await api(ctx.app).post(PATH, elsewhere, { token: u.accessToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      endpoint: 'This is not the address of a browser push service',
    });
    const { rows } = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM push_subscriptions`);
    expect(rows[0]).toEqual({ n: 0 });

    const ok = await api(ctx.app).post(PATH, device, { token: u.accessToken });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Notifications are on for this phone',
      data: { devices: 1 },
    });
    // The same browser again is still one device.
    await api(ctx.app).post(PATH, device, { token: u.accessToken });
    const other = await registerUser(ctx.app);
    // Someone else cannot stop this device's pushes…
    const theirs = await api(ctx.app).delete(gone(device.endpoint), { token: other.accessToken });
    expect(theirs.json().data).toEqual({ devices: 0 });
    await newOrderFor(u.id);
    expect(standIn.received).toHaveLength(1);
    // …the owner can.
    const off = await api(ctx.app).delete(gone(device.endpoint), { token: u.accessToken });
    expect(off.json()).toMatchObject({
      message: 'Notifications are off for this phone',
      data: { devices: 0 },
    });
    await newOrderFor(u.id);
    expect(standIn.received).toHaveLength(1);
  });

  it('moves a shared phone to the account that subscribed last, and keeps the latest devices', async () => {
    const first = await subscribed();
    const second = await registerUser(ctx.app);
    await api(ctx.app).post(PATH, first.device, { token: second.accessToken });
    await newOrderFor(first.id);
    expect(standIn.received).toHaveLength(0);
    await newOrderFor(second.id);
    expect(standIn.received).toHaveLength(1);

    let devices = 0;
    for (let i = 0; i < MAX_DEVICES + 2; i += 1) {
      const res = await api(ctx.app).post(PATH, standIn.subscribe(), { token: second.accessToken });
      devices = res.json().data.devices;
    }
    expect(devices).toBe(MAX_DEVICES);
  });
});

describe('pushes', () => {
  it('tells a vendor of a new order on their phone, encrypted for it and signed by Oja', async () => {
    const vendor = await subscribed();
    await newOrderFor(vendor.id);
    expect(standIn.received).toEqual([
      {
        endpoint: vendor.device.endpoint,
        notice: {
          title: expect.stringContaining('New order'),
          body: expect.stringContaining('₦12,500'),
          url: expect.stringMatching(/^\/vendor\//),
          tag: expect.stringMatching(/^order_new:/),
        },
        ttl: '86400',
        authorization: expect.stringMatching(/^vapid t=.+, k=/),
      },
    ]);
    expect(await deliveriesOf(ctx.db, vendor.device.endpoint)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });

  it('sends nothing to a user who turned pushes off for the kind', async () => {
    const u = await subscribed();
    const choices = {
      orders: { email: true, whatsapp: false, push: false },
      messages: { email: true, whatsapp: false, push: true },
      social: { email: false, whatsapp: false, push: false },
    };
    await api(ctx.app).put('/users/notification-preferences', choices, { token: u.accessToken });
    await newOrderFor(u.id);
    expect(standIn.received).toHaveLength(0);
    expect(await deliveriesOf(ctx.db, u.device.endpoint)).toEqual([]);
  });

  it('retries a push the service could not take, and forgets a device the browser ended', async () => {
    const u = await subscribed();
    standIn.failWith = 503;
    await newOrderFor(u.id);
    expect(await deliveriesOf(ctx.db, u.device.endpoint)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1 }),
    ]);
    // The job sends it once it is due again.
    standIn.failWith = null;
    await ctx.db.execute(sql`UPDATE push_deliveries SET next_at = now()`);
    expect(await services.push.deliverQueued()).toEqual({ sent: 1, tried: 1 });
    expect(standIn.received).toHaveLength(1);

    standIn.failWith = 410;
    await newOrderFor(u.id);
    const { rows } = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${u.device.endpoint}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('takes again a delivery a killed run had claimed, and sends it once', async () => {
    const u = await subscribed();
    standIn.failWith = 503;
    await newOrderFor(u.id);
    // As if the process died while sending: claimed long ago, never finished.
    await ctx.db.execute(
      sql`UPDATE push_deliveries SET status = 'sending', claimed_at = now() - interval '10 minutes' WHERE status = 'pending'`,
    );
    standIn.failWith = null;
    const runs = await Promise.all([services.push.deliverQueued(), services.push.deliverQueued()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(standIn.received).toHaveLength(1);
  });

  it('has no push where Oja has no keys: the key is null and subscribing says so', async () => {
    const without = createServices({ config: { ...ctx.config, webPush: undefined }, db: ctx.db });
    const u = await registerUser(ctx.app);
    expect(without.push.publicKey()).toEqual({ publicKey: null });
    const device = standIn.subscribe();
    await expect(without.push.subscribe(u.id, device)).rejects.toMatchObject({
      statusCode: 400,
      fields: { endpoint: 'Oja sends no notifications to phones here yet' },
    });
  });
});
