import type { NotificationKind, OffAppChannel } from '#shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { WHATSAPP_TEMPLATES, type Messenger } from '../../integrations/messenger.ts';
import type { Notice } from './notifications.service.ts';
import * as repo from './preferences.repo.ts';

/** Pushes to a user's devices (the push module): how many deliveries were queued. */
export type PushToDevices = (
  notices: { userId: string; notice: { title: string; body: string; url: string; tag: string } }[],
) => Promise<number>;

/**
 * A new message in a conversation, for its recipient (the inbox's `messageSent` event): who wrote,
 * the business the conversation is with, the start of the text and the conversation's page.
 */
export type MessageReceived = {
  conversationId: string;
  messageId?: string;
  recipientUserId: string;
  senderName: string;
  businessName?: string | null;
  preview: string;
  link: string;
};

/**
 * Changes of payout account are told by e-mail whatever the user chose (decision 019: the owner
 * has the day of the hold to react to a change they did not make), and so are a plan's reminder,
 * renewal and end (money is taken, or features stop), and a creator subscription's higher price
 * or its end for want of consent (decision 041: the fan must hear of it before it applies).
 */
const ALWAYS_EMAILED = /^(payout_account_|plan_|subscription_price_(raised|ended)$)/;

/** The WhatsApp template that carries a notice, by its type. */
export function templateFor(type: string): string {
  if (type === 'order_new') return WHATSAPP_TEMPLATES.newOrder;
  if (type.startsWith('order_') || type === 'payment_late') return WHATSAPP_TEMPLATES.orderUpdate;
  if (type.startsWith('withdrawal_')) return WHATSAPP_TEMPLATES.moneyUpdate;
  if (type.startsWith('payout_account_')) return WHATSAPP_TEMPLATES.accountSecurity;
  if (type.startsWith('plan_') || type.startsWith('subscription_price_'))
    return WHATSAPP_TEMPLATES.moneyUpdate;
  if (type === 'message') return WHATSAPP_TEMPLATES.newMessage;
  return WHATSAPP_TEMPLATES.socialUpdate;
}

/** One e-mail or WhatsApp per conversation in this time, however many messages arrive. */
export const MESSAGE_QUIET_MS = 15 * 60_000;
const PREVIEW_LENGTH = 200;
/** Lines a social digest names before "and N more". */
const DIGEST_LINES = 5;

/**
 * Notices outside the app: each recipient's choices and contact are read once, then every notice
 * goes by e-mail and by WhatsApp (to a verified phone) as its kind allows. Best effort: a message
 * that cannot be sent is logged and never fails the stored notice or its event.
 */
export function createOffAppDelivery(deps: {
  db: Db;
  mailer: Mailer;
  messenger: Messenger;
  /** Web Push to the devices the user turned notifications on for (decision 081). */
  push?: PushToDevices;
  appUrl: string;
  log?: (msg: string, err: unknown) => void;
  messageQuietMs?: number;
}) {
  const log = deps.log ?? (() => {});
  const pathOf = (link: string) => (link.startsWith('/') ? link : '/');

  /** Sends one notice on the channels given; the channels actually used. */
  async function send(
    target: repo.DeliveryTarget,
    channels: { email: boolean; whatsapp: boolean; push: boolean },
    n: { type: string; title: string; body: string; link: string },
  ): Promise<OffAppChannel[]> {
    const sent: OffAppChannel[] = [];
    const url = `${deps.appUrl}${pathOf(n.link)}`;
    if (channels.push && deps.push) {
      // The phone opens the page in Oja; one push per kind and page replaces the one before.
      const notice = {
        title: n.title,
        body: n.body,
        url: pathOf(n.link),
        tag: `${n.type}:${n.link}`,
      };
      const queued = await deps.push([{ userId: target.userId, notice }]).catch((err: unknown) => {
        log(`${n.type} push not queued`, err);
        return 0;
      });
      if (queued > 0) sent.push('push');
    }
    if (channels.email) {
      await deps.mailer
        .send({ to: target.email, subject: n.title, text: `${n.body}\n\n${url}\n\n— Oja` })
        .then(() => sent.push('email'))
        .catch((err: unknown) => log(`${n.type} e-mail not sent`, err));
    }
    if (channels.whatsapp && target.verifiedPhone) {
      await deps.messenger
        .send({
          channel: 'whatsapp',
          to: target.verifiedPhone,
          text: `${n.title}\n${n.body}\n${url}`,
          template: { name: templateFor(n.type), params: [n.title, n.body, url] },
        })
        .then(() => sent.push('whatsapp'))
        .catch((err: unknown) => log(`${n.type} WhatsApp message not sent`, err));
    }
    return sent;
  }

  /** Notices of one kind, already stored for the app, sent where their recipients want them. */
  async function deliverOffApp(kind: NotificationKind, notices: Notice[]): Promise<void> {
    if (notices.length === 0) return;
    try {
      const targets = await repo.deliveryTargets(deps.db, [
        ...new Set(notices.map((n) => n.userId)),
      ]);
      for (const n of notices) {
        const target = targets.get(n.userId);
        if (!target) continue;
        const wanted = target.preferences[kind];
        await send(
          target,
          { ...wanted, email: wanted.email || ALWAYS_EMAILED.test(n.type) },
          { type: n.type, title: n.title, body: n.body, link: n.link },
        );
      }
    } catch (err) {
      log(`${kind} notices not delivered off the app`, err);
    }
  }

  /**
   * A new message, told by e-mail and WhatsApp as the recipient chose for messages; once per
   * conversation in MESSAGE_QUIET_MS. The channels it went on (none when quiet or unwanted).
   */
  async function messageReceived(e: MessageReceived): Promise<{ sent: OffAppChannel[] }> {
    try {
      const target = (await repo.deliveryTargets(deps.db, [e.recipientUserId])).get(
        e.recipientUserId,
      );
      if (!target) return { sent: [] };
      const wanted = target.preferences.messages;
      const reachable =
        wanted.email || wanted.push || (wanted.whatsapp && target.verifiedPhone !== null);
      if (!reachable) return { sent: [] };
      const first = await repo.markMessageNotice(
        deps.db,
        e.recipientUserId,
        e.conversationId,
        deps.messageQuietMs ?? MESSAGE_QUIET_MS,
      );
      if (!first) return { sent: [] };
      const forBusiness = e.businessName && e.businessName !== e.senderName;
      const preview = e.preview.replace(/\s+/g, ' ').trim();
      const short =
        preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview;
      const sent = await send(target, wanted, {
        type: 'message',
        title: forBusiness
          ? `New message for ${e.businessName} from ${e.senderName}`
          : `New message from ${e.senderName}`,
        body: `${e.senderName}: “${short}”`,
        link: e.link,
      });
      return { sent };
    } catch (err) {
      log('message notice not delivered off the app', err);
      return { sent: [] };
    }
  }

  /**
   * What people did since the user was last told, summed up in one message on the channels
   * they chose for social news (the digest job). The channels it went on.
   */
  async function socialDigest(userId: string, lines: string[]): Promise<OffAppChannel[]> {
    const target = (await repo.deliveryTargets(deps.db, [userId])).get(userId);
    if (!target || lines.length === 0) return [];
    const shown = lines.slice(0, DIGEST_LINES);
    const more = lines.length - shown.length;
    return send(target, target.preferences.social, {
      type: 'social_digest',
      title: lines.length === 1 ? lines[0]! : `${lines.length} new notifications on Oja`,
      body: [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('\n'),
      link: '/shopper/notifications',
    });
  }

  return { deliverOffApp, messageReceived, socialDigest };
}
