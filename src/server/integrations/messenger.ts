import type { Db } from '../db/client.ts';
import { insertOutboxMessage } from '../modules/outbox/outbox.repo.ts';

export type TextMessage = { channel: 'sms' | 'whatsapp'; to: string; text: string };
export type Messenger = { send: (message: TextMessage) => Promise<void> };

/**
 * SMS and WhatsApp delivery. No SMS gateway is integrated yet, so messages are kept in the
 * outbox, where `/dev/outbox` shows them; a gateway implements this same interface.
 */
export function createOutboxMessenger(db: Db): Messenger {
  return {
    send: (m) => insertOutboxMessage(db, { channel: m.channel, recipient: m.to, body: m.text }),
  };
}
