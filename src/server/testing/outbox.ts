import { listOutboxMessages } from '../modules/outbox/outbox.repo.ts';
import type { Db } from '../db/client.ts';

/** The newest message sent to a recipient, as the dev outbox holds it. */
export async function lastMessageTo(db: Db, recipient: string) {
  const messages = await listOutboxMessages(db, 200);
  const found = messages.find((m) => m.recipient === recipient);
  if (!found) throw new Error(`no message to ${recipient}`);
  return found;
}

export const tokenIn = (body: string, label: string): string => {
  const match = new RegExp(`${label}: (\\S+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${label} in message`);
  return match[1];
};

export const codeIn = (body: string): string => {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error('no code in message');
  return match[1];
};
