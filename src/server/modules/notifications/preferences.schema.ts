import { boolean, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * How each user wants to hear of things outside the app, per kind and channel. A user without a
 * row has the defaults (DEFAULT_NOTIFICATION_PREFERENCES, the same as the column defaults).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  ordersEmail: boolean('orders_email').notNull().default(true),
  ordersWhatsapp: boolean('orders_whatsapp').notNull().default(false),
  messagesEmail: boolean('messages_email').notNull().default(true),
  messagesWhatsapp: boolean('messages_whatsapp').notNull().default(false),
  socialEmail: boolean('social_email').notNull().default(false),
  socialWhatsapp: boolean('social_whatsapp').notNull().default(false),
  ordersPush: boolean('orders_push').notNull().default(true),
  messagesPush: boolean('messages_push').notNull().default(true),
  socialPush: boolean('social_push').notNull().default(false),
  /** Until when social notifications were summed up for the user off the app (the digest job). */
  socialToldUntil: timestamp('social_told_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * When a user last heard, off the app, of new messages in a conversation: one e-mail or WhatsApp
 * per conversation while they have not had time to read it, however many messages arrive.
 */
export const messageNoticeMarks = pgTable(
  'message_notice_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);
