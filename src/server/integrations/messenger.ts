import type { OutboxService } from '../modules/outbox/outbox.service.ts';

export type TextMessage = { channel: 'sms' | 'whatsapp'; to: string; text: string };
export type Messenger = { send: (message: TextMessage) => Promise<void> };

/**
 * SMS and WhatsApp delivery. No SMS gateway is integrated yet, so messages are kept in the
 * outbox, where `/dev/outbox` shows them; a gateway implements this same interface.
 */
export function createOutboxMessenger(outbox: Pick<OutboxService, 'keep'>): Messenger {
  return {
    send: (m) => outbox.keep({ channel: m.channel, recipient: m.to, body: m.text }),
  };
}
