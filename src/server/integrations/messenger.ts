import type { OutboxService } from '../modules/outbox/outbox.service.ts';
import { createWhatsAppMessenger, type WhatsAppSettings } from './whatsapp.ts';

/**
 * An approved WhatsApp message template and the values of its `{{1}}`, `{{2}}`… placeholders.
 * WhatsApp only lets a business start a conversation with a template; `text` is what SMS and the
 * dev outbox show. `copyCode` fills an authentication template's copy-code button.
 */
export type MessageTemplate = { name: string; params: string[]; copyCode?: string };
export type TextMessage = {
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  template?: MessageTemplate;
};
export type Messenger = { send: (message: TextMessage) => Promise<void> };

/**
 * The templates Oja sends on WhatsApp. Each is created once in WhatsApp Manager with these names
 * (docs/notifications.md); notices fill them with a title, the text and a link.
 */
export const WHATSAPP_TEMPLATES = {
  verificationCode: 'oja_verification_code',
  orderUpdate: 'oja_order_update',
  newOrder: 'oja_new_order',
  moneyUpdate: 'oja_money_update',
  accountSecurity: 'oja_account_security',
  newMessage: 'oja_new_message',
  socialUpdate: 'oja_social_update',
} as const;

/**
 * SMS and WhatsApp delivery kept in the outbox, where `/dev/outbox` shows them (a template's name
 * as the subject). No SMS gateway is integrated yet; WhatsApp goes here while it is not configured.
 */
export function createOutboxMessenger(outbox: Pick<OutboxService, 'keep'>): Messenger {
  return {
    send: (m) =>
      outbox.keep({
        channel: m.channel,
        recipient: m.to,
        ...(m.channel === 'whatsapp' && m.template
          ? { subject: `WhatsApp template ${m.template.name}` }
          : {}),
        body: m.text,
      }),
  };
}

/**
 * The messenger the app uses: WhatsApp through the Cloud API when it is configured, everything
 * else (SMS, and WhatsApp while unconfigured) to the outbox.
 */
export function createMessenger(opts: {
  outbox: Pick<OutboxService, 'keep'>;
  whatsApp: WhatsAppSettings | undefined;
  fetch?: typeof globalThis.fetch;
}): Messenger {
  const outbox = createOutboxMessenger(opts.outbox);
  if (!opts.whatsApp) return outbox;
  const whatsApp = createWhatsAppMessenger(opts.whatsApp, { fetch: opts.fetch });
  return { send: (m) => (m.channel === 'whatsapp' ? whatsApp.send(m) : outbox.send(m)) };
}
