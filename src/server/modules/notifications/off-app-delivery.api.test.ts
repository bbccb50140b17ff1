import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOutboxMessages } from '../outbox/outbox.repo.ts';
import { users } from '../users/users.schema.ts';
import { createServices, type Services } from '../../services.ts';
import { startWhatsAppStandIn, type StandIn } from '../../testing/whatsapp-stand-in.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { notifications } from './notifications.schema.ts';

/**
 * Notices going out by e-mail (the dev outbox) and WhatsApp (a stand-in Cloud API on loopback),
 * as each user chose. The services here are built with WhatsApp configured to the stand-in.
 */
let ctx: TestContext;
let standIn: StandIn;
let services: Services;
const log = vi.fn();

beforeAll(async () => {
  ctx = await createTestContext();
  standIn = await startWhatsAppStandIn();
  services = createServices({
    config: { ...ctx.config, whatsApp: standIn.settings },
    db: ctx.db,
    log,
  });
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});
beforeEach(() => {
  standIn.accepted.length = 0;
  standIn.failWith = null;
  log.mockClear();
});

/** A new user whose phone is verified, with the given choices saved. */
async function person(
  choices: Record<
    'orders' | 'messages' | 'social',
    { email: boolean; whatsapp: boolean; push: boolean }
  > | null,
  { verified = true } = {},
) {
  const u = await registerUser(ctx.app);
  if (verified)
    await ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, u.id));
  if (choices) {
    const res = await api(ctx.app).put('/users/notification-preferences', choices, {
      token: u.accessToken,
    });
    expect(res.statusCode).toBe(200);
  }
  const [row] = await ctx.db
    .select({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, u.id));
  return { ...u, waId: `${row!.phoneCode}${row!.phoneNumber}`.replace(/\D/g, '') };
}
const both = { email: true, whatsapp: true, push: false };
const none = { email: false, whatsapp: false, push: false };
const emailOnly = { email: true, whatsapp: false, push: false };
const whatsAppOnly = { email: false, whatsapp: true, push: false };

const mailTo = async (email: string) =>
  (await listOutboxMessages(ctx.db, 500)).filter((m) => m.recipient === email);
const storedFor = async (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
const latePayment = (userId: string) =>
  services.notifications.paymentArrivedLate({
    transactionId: uuidv7(),
    userId,
    amountKobo: '250000',
  });

describe('order notices off the app', () => {
  it('go by e-mail only, by default', async () => {
    const u = await person(null);
    await latePayment(u.id);
    expect(await storedFor(u.id)).toHaveLength(1);
    const mail = await mailTo(u.input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your payment arrived after the order expired');
    expect(mail[0]!.body).toContain('http://oja.test/shopper/my-order');
    expect(standIn.accepted).toHaveLength(0);
  });

  it('go by WhatsApp as a template when chosen, and not by e-mail when turned off', async () => {
    const u = await person({ orders: whatsAppOnly, messages: emailOnly, social: none });
    await latePayment(u.id);
    expect(await storedFor(u.id)).toHaveLength(1);
    expect(await mailTo(u.input.email)).toHaveLength(0);
    expect(standIn.accepted).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: u.waId,
        type: 'template',
        template: {
          name: 'oja_order_update',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Your payment arrived after the order expired' },
                { type: 'text', text: expect.stringContaining('₦2,500') },
                { type: 'text', text: 'http://oja.test/shopper/my-order' },
              ],
            },
          ],
        },
      },
    ]);
    // Sent through the API, so the outbox keeps no WhatsApp copy.
    expect(await mailTo(`+${u.waId}`)).toHaveLength(0);
  });

  it('never go by WhatsApp to a phone that is not verified', async () => {
    const u = await person({ orders: both, messages: emailOnly, social: none });
    await ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
    await latePayment(u.id);
    expect(standIn.accepted).toHaveLength(0);
    expect(await mailTo(u.input.email)).toHaveLength(1);
  });

  it('count withdrawals as orders, and always e-mail a payout account change', async () => {
    const u = await person({ orders: none, messages: none, social: none });
    await services.notifications.withdrawalSettled({
      withdrawalId: uuidv7(),
      userId: u.id,
      businessId: null,
      status: 'SUCCESS',
      amountKobo: '500000',
      feeKobo: '5000',
      bankName: 'GTBank',
      last4: '6789',
    });
    expect(await mailTo(u.input.email)).toHaveLength(0);
    await services.notifications.payoutAccountChanged({
      userId: u.id,
      accountId: uuidv7(),
      businessId: null,
      businessName: null,
      change: 'confirmed',
      bankName: 'GTBank',
      last4: '6789',
      usableForPayoutAt: new Date().toISOString(),
    });
    const mail = await mailTo(u.input.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your payout bank account changed']);
    expect((await storedFor(u.id)).map((n) => n.type).sort()).toEqual([
      'payout_account_confirmed',
      'withdrawal_success',
    ]);
  });

  it('keep the stored notice and the e-mail when WhatsApp fails, and log why', async () => {
    const u = await person({ orders: both, messages: emailOnly, social: none });
    standIn.failWith = 500;
    await expect(latePayment(u.id)).resolves.toBeUndefined();
    expect(await storedFor(u.id)).toHaveLength(1);
    expect(await mailTo(u.input.email)).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      'payment_late WhatsApp message not sent',
      expect.objectContaining({ message: expect.stringContaining('(500)') }),
    );
    expect(JSON.stringify(log.mock.calls)).not.toContain(standIn.settings.accessToken);
  });
});

describe('notifications.messageReceived', () => {
  const message = (recipientUserId: string, conversationId = uuidv7()) => ({
    conversationId,
    messageId: uuidv7(),
    recipientUserId,
    senderName: 'Chioma Eze',
    businessName: 'Adire Hub',
    preview: 'Good afternoon, is the indigo\nadire still available in size M?',
    link: `/vendor/b/inbox/${conversationId}`,
  });

  it('e-mails a new message by default, once per conversation while it is unread', async () => {
    const u = await person(null);
    const first = message(u.id);
    expect(await services.notifications.messageReceived(first)).toEqual({ sent: ['email'] });
    const mail = await mailTo(u.input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New message for Adire Hub from Chioma Eze');
    expect(mail[0]!.body).toContain(
      'Chioma Eze: “Good afternoon, is the indigo adire still available in size M?”',
    );
    expect(mail[0]!.body).toContain(`http://oja.test${first.link}`);

    // More messages in the same conversation soon after: no second e-mail.
    const again = { ...message(u.id, first.conversationId), messageId: uuidv7() };
    expect(await services.notifications.messageReceived(again)).toEqual({ sent: [] });
    // Another conversation is told at once.
    expect(await services.notifications.messageReceived(message(u.id))).toEqual({
      sent: ['email'],
    });
    expect(await mailTo(u.input.email)).toHaveLength(2);
    // Messages live in the inbox: no notice is stored for them.
    expect(await storedFor(u.id)).toHaveLength(0);
  });

  it('goes by WhatsApp with the new-message template when chosen', async () => {
    const u = await person({ orders: emailOnly, messages: whatsAppOnly, social: none });
    const m = { ...message(u.id), businessName: null };
    expect(await services.notifications.messageReceived(m)).toEqual({ sent: ['whatsapp'] });
    expect(await mailTo(u.input.email)).toHaveLength(0);
    const sent = standIn.accepted[0]!;
    expect(sent.to).toBe(u.waId);
    expect(sent.type === 'template' && sent.template.name).toBe('oja_new_message');
    expect(sent.type === 'template' && sent.template.components?.[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'New message from Chioma Eze' },
        {
          type: 'text',
          text: 'Chioma Eze: “Good afternoon, is the indigo adire still available in size M?”',
        },
        { type: 'text', text: `http://oja.test${m.link}` },
      ],
    });
  });

  it('sends nothing when messages are off, and tells at once when they are turned on', async () => {
    const u = await person({ orders: emailOnly, messages: none, social: none });
    const m = message(u.id);
    expect(await services.notifications.messageReceived(m)).toEqual({ sent: [] });
    await api(ctx.app).put(
      '/users/notification-preferences',
      { orders: emailOnly, messages: emailOnly, social: none },
      { token: u.accessToken },
    );
    expect(await services.notifications.messageReceived({ ...m, messageId: uuidv7() })).toEqual({
      sent: ['email'],
    });
  });

  it('is quiet for an unknown recipient and never throws', async () => {
    await expect(services.notifications.messageReceived(message(uuidv7()))).resolves.toEqual({
      sent: [],
    });
  });
});

describe('notifications.sendSocialDigests', () => {
  const follow = async (fan: { id: string; accessToken: string }, userId: string) => {
    const res = await api(ctx.app).put(`/users/${userId}/follower/${fan.id}`, undefined, {
      token: fan.accessToken,
    });
    expect(res.statusCode).toBe(200);
  };

  it('sums up what people did since the last digest in one e-mail, for those who chose it', async () => {
    const wants = await person({ orders: emailOnly, messages: emailOnly, social: emailOnly });
    const quiet = await person(null);
    const fans = [await registerUser(ctx.app), await registerUser(ctx.app)];
    for (const fan of fans) {
      await follow(fan, wants.id);
      await follow(fan, quiet.id);
    }
    await services.notifications.sendSocialDigests();
    const [digest, ...others] = await mailTo(wants.input.email);
    expect(others).toEqual([]);
    expect(digest).toMatchObject({
      subject: `${fans[1]!.input.firstName} ${fans[1]!.input.lastName} and ${fans[0]!.input.firstName} ${fans[0]!.input.lastName} started following you`,
    });
    expect(digest!.body).toContain('http://oja.test/shopper/notifications');
    expect(await mailTo(quiet.input.email)).toEqual([]);

    // Told once: nothing new, nothing sent; a new act comes in the next digest.
    await services.notifications.sendSocialDigests();
    expect(await mailTo(wants.input.email)).toHaveLength(1);
    const third = await registerUser(ctx.app);
    await follow(third, wants.id);
    await services.notifications.sendSocialDigests();
    const mails = await mailTo(wants.input.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain(
      `${third.input.firstName} ${third.input.lastName}, ${fans[1]!.input.firstName} ${fans[1]!.input.lastName} & 1 other started following you`,
    );
  });
});
