import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A shopper's conversation with a business, one per pair. Each side keeps its own read mark and
 * its count of unread messages (moved in the transaction that writes or reads), so a list and a
 * user's total read no messages. The business's owner answers for it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When each side last opened the conversation. */
    shopperReadAt: timestamp('shopper_read_at', { withTimezone: true }),
    businessReadAt: timestamp('business_read_at', { withTimezone: true }),
    /** Messages from the other side since each side last read. */
    shopperUnread: integer('shopper_unread').notNull().default(0),
    businessUnread: integer('business_unread').notNull().default(0),
    /** Set while the business refuses the shopper's messages. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.shopperId, t.businessId),
    index('conversations_shopper_idx').on(t.shopperId, t.lastMessageAt),
    index('conversations_business_idx').on(t.businessId, t.lastMessageAt),
  ],
);

/**
 * One message: words and/or photos (the sender's own uploads), possibly pointing at a product of
 * the business or an order of the shopper's from it (kept as references, shown as cards).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    /** Written for the business (by its owner) rather than by the shopper. */
    fromBusiness: boolean('from_business').notNull(),
    text: text('text').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productId: uuid('product_id').references(() => productsReadOnly.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => ordersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // The per-sender rate limit counts a sender's last minute.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);
