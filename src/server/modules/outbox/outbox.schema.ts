import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/** Messages that would have gone out by e-mail, SMS or WhatsApp when no provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** An e-mail's own headers (a newsletter's List-Unsubscribe), when it has any. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
