import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from './outbox.schema.ts';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
export type OutboxMessage = {
  _id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  headers: Record<string, string> | null;
  createdAt: string;
};

export async function insertOutboxMessage(
  db: Executor,
  message: {
    channel: OutboxChannel;
    recipient: string;
    subject?: string;
    body: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ ...message, subject: message.subject ?? null, headers: message.headers ?? null });
}

export async function listOutboxMessages(db: Executor, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    headers: r.headers,
    createdAt: r.createdAt.toISOString(),
  }));
}
