import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { startWhatsAppStandIn, type StandIn } from '../../testing/whatsapp-stand-in.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { listOutboxMessages } from '../outbox/outbox.repo.ts';
import { users } from '../users/users.schema.ts';
import { notifications } from './notifications.schema.ts';

/**
 * The limit per destination of what leaves the app and is not a code (integrations/
 * destination-cap.ts): e-mail through the dev outbox, WhatsApp through a stand-in Cloud API.
 */
let ctx: TestContext;
let standIn: StandIn;
const log = vi.fn();

beforeAll(async () => {
  ctx = await createTestContext();
  standIn = await startWhatsAppStandIn();
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});
beforeEach(() => {
  standIn.accepted.length = 0;
  log.mockClear();
});

/** A new user with a verified phone who chose order notices by e-mail and WhatsApp. */
async function person() {
  const u = await registerUser(ctx.app);
  await ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, u.id));
  const both = { email: true, whatsapp: true, push: false };
  const none = { email: false, whatsapp: false, push: false };
  await api(ctx.app).put(
    '/users/notification-preferences',
    { orders: both, messages: none, social: none },
    { token: u.accessToken },
  );
  const [row] = await ctx.db
    .select({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, u.id));
  return { ...u, waId: `${row!.phoneCode}${row!.phoneNumber}`.replace(/\D/g, '') };
}
const mailTo = async (email: string) =>
  (await listOutboxMessages(ctx.db, 500)).filter((m) => m.recipient === email);
const storedFor = async (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the limit per destination', () => {
  /** Services whose notices stop at two per address or number an hour. */
  const capped = () =>
    createServices({
      config: {
        ...ctx.config,
        whatsApp: standIn.settings,
        offAppPerDestination: [{ max: 2, timeWindowMs: 3_600_000 }],
      },
      db: ctx.db,
      log,
    });

  it('stops e-mail and WhatsApp notices to one destination past it; the app keeps them all', async () => {
    const limited = capped();
    const u = await person();
    const other = await person();
    for (let i = 0; i < 3; i++)
      await limited.notifications.paymentArrivedLate({
        transactionId: uuidv7(),
        userId: u.id,
        amountKobo: '250000',
      });
    await limited.notifications.paymentArrivedLate({
      transactionId: uuidv7(),
      userId: other.id,
      amountKobo: '250000',
    });
    expect(await storedFor(u.id)).toHaveLength(3);
    expect(await mailTo(u.input.email)).toHaveLength(2);
    expect(standIn.accepted.filter((m) => m.to === u.waId)).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(
      'payment_late e-mail not sent',
      expect.objectContaining({ message: expect.stringContaining('Too many e-mails') }),
    );
    // Another person's address has its own count.
    expect(await mailTo(other.input.email)).toHaveLength(1);
  });

  it('never holds back a code: a password reset still reaches an address past it', async () => {
    const limited = capped();
    const u = await person();
    for (let i = 0; i < 3; i++)
      await limited.notifications.paymentArrivedLate({
        transactionId: uuidv7(),
        userId: u.id,
        amountKobo: '250000',
      });
    await limited.auth.forgotPassword(u.input.email);
    const mails = await mailTo(u.input.email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.subject)).toContain('Reset your Oja password');
  });
});
