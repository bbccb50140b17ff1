import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of the inbox: a conversation and its two parties (the shopper and
 * the business), for a notice or a support case that points at one. A read-only handle, defined
 * apart from messages.schema.ts (public-surfaces.test.ts checks it).
 */
export const conversationsReadOnly = pgTable('conversations', {
  id: uuid('id').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  businessId: uuid('business_id').notNull(),
});

/**
 * Someone wrote in a conversation between a shopper and a business: the other side may be told
 * away from the app (e-mail, WhatsApp). Published in the transaction that writes the message.
 */
export const messageSent = defineEvent<{
  conversationId: string;
  messageId: string;
  /** Who should hear of it: the shopper, or the business's owner. */
  recipientUserId: string;
  /** The shopper's name, or the business's name when the business wrote. */
  senderName: string;
  businessName: string;
  /** The message in one line, at most 140 characters. */
  text: string;
  /** The web path where the recipient reads it (`/shopper/chat/…`, `/vendor/…/inbox/…`). */
  link: string;
}>('message-sent');
