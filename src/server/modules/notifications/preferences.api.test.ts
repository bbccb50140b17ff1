import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#shared/schemas/notifications.ts';
import { users } from '../users/users.schema.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { notificationPreferences } from './preferences.schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PATH = '/users/notification-preferences';
const choices = (over: Partial<typeof DEFAULT_NOTIFICATION_PREFERENCES> = {}) => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  ...over,
});
const rowsOf = async (userId: string) =>
  ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
const verifyPhone = (userId: string) =>
  ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, userId));

describe('GET and PUT users/notification-preferences', () => {
  it('requires a login', async () => {
    expect((await api(ctx.app).get(PATH)).statusCode).toBe(401);
    const put = await api(ctx.app).put(PATH, choices());
    expect(put.statusCode).toBe(401);
    const { rows } = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM notification_preferences`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('gives the defaults until the user chooses: orders and messages by e-mail and push', async () => {
    const u = await registerUser(ctx.app);
    const res = await api(ctx.app).get(PATH, { token: u.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      orders: { email: true, whatsapp: false, push: true },
      messages: { email: true, whatsapp: false, push: true },
      social: { email: false, whatsapp: false, push: false },
    });
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('saves every choice and keeps it', async () => {
    const u = await registerUser(ctx.app);
    const wanted = {
      orders: { email: false, whatsapp: false, push: false },
      messages: { email: true, whatsapp: false, push: false },
      social: { email: true, whatsapp: false, push: false },
    };
    const put = await api(ctx.app).put(PATH, wanted, { token: u.accessToken });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      success: true,
      message: 'Notification preferences saved',
      data: wanted,
    });
    expect((await api(ctx.app).get(PATH, { token: u.accessToken })).json().data).toEqual(wanted);
    // Saving again replaces the row, it does not add one.
    const again = { ...wanted, social: { email: false, whatsapp: false, push: false } };
    await api(ctx.app).put(PATH, again, { token: u.accessToken });
    expect((await api(ctx.app).get(PATH, { token: u.accessToken })).json().data).toEqual(again);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('refuses bad input with one message per field and writes nothing', async () => {
    const u = await registerUser(ctx.app);
    const call = { token: u.accessToken };
    const notBoolean = await api(ctx.app).put(
      PATH,
      { ...choices(), orders: { email: 'yes', whatsapp: false, push: false } },
      call,
    );
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({
      success: false,
      message: { 'orders.email': 'Must be true or false' },
    });
    const missing = await api(ctx.app).put(
      PATH,
      { orders: { email: true, whatsapp: true, push: false } },
      call,
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().message)).toEqual(
      expect.arrayContaining(['messages', 'social']),
    );
    expect((await api(ctx.app).put(PATH, [], call)).statusCode).toBe(400);
    expect((await api(ctx.app).put(PATH, undefined, call)).statusCode).toBe(400);
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('turns WhatsApp on only for a verified phone', async () => {
    const u = await registerUser(ctx.app);
    const withWhatsApp = choices({ orders: { email: true, whatsapp: true, push: false } });
    const refused = await api(ctx.app).put(PATH, withWhatsApp, { token: u.accessToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      'orders.whatsapp': 'Verify your phone number to get WhatsApp messages',
    });
    expect(await rowsOf(u.id)).toHaveLength(0);

    await verifyPhone(u.id);
    const saved = await api(ctx.app).put(PATH, withWhatsApp, { token: u.accessToken });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.orders).toEqual({ email: true, whatsapp: true, push: false });

    // A new, unverified number keeps the choice (WhatsApp waits for the verification).
    await ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
    const kept = await api(ctx.app).put(
      PATH,
      { ...withWhatsApp, social: { email: true, whatsapp: false, push: false } },
      { token: u.accessToken },
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.orders.whatsapp).toBe(true);
  });

  it("changes only the caller's own choices", async () => {
    const ada = await registerUser(ctx.app);
    const bayo = await registerUser(ctx.app);
    const adas = choices({ social: { email: true, whatsapp: false, push: false } });
    await api(ctx.app).put(PATH, adas, { token: ada.accessToken });

    // Naming someone else in the body changes nothing of theirs.
    const bayos = choices({ orders: { email: false, whatsapp: false, push: false } });
    const res = await api(ctx.app).put(
      PATH,
      { ...bayos, userId: ada.id },
      { token: bayo.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect((await api(ctx.app).get(PATH, { token: ada.accessToken })).json().data).toEqual(adas);
    expect((await api(ctx.app).get(PATH, { token: bayo.accessToken })).json().data).toEqual(bayos);
    expect(
      (await api(ctx.app).get(`${PATH}?userId=${ada.id}`, { token: bayo.accessToken })).json().data,
    ).toEqual(bayos);
  });
});
