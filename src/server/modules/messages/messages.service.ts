import type {
  Conversation,
  ConversationListQuery,
  ConversationScope,
  ConversationSide,
  Message,
  MessageBody,
  MessageListQuery,
  StartConversationBody,
  UnreadCount,
} from '#shared/schemas/messages.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { RateLimitRule } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { MediaCheck } from '../../media.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { LiveService } from '../live/live.service.ts';
import { createMessageWriter } from './message-writer.ts';
import * as repo from './messages.repo.ts';
import { conversationView, messageView, type ReadMarks } from './messages.view.ts';

export type MessagesService = ReturnType<typeof createMessagesService>;

/** Whose side the user is on, if any: the shopper, or the owner of the business. */
function sideOf(
  userId: string,
  c: { shopperId: string; ownerId: string },
): ConversationSide | null {
  if (c.shopperId === userId) return 'SHOPPER';
  if (c.ownerId === userId) return 'BUSINESS';
  return null;
}

/**
 * The side, if the conversation may be opened where it is asked for: through a business's inbox,
 * only that business's conversations, on the business's side.
 */
function inScope(
  side: ConversationSide | null,
  businessId: string,
  scope: ConversationScope,
): ConversationSide | null {
  if (scope.businessId === undefined) return side;
  return side === 'BUSINESS' && businessId === scope.businessId ? side : null;
}

/**
 * The business inbox: a shopper's conversation with a business ("Message seller"), answered by
 * the business's owner. Only those two read or write it; anyone else is told it does not exist.
 * Each message is announced live to the other side and published as `messageSent`.
 */
export function createMessagesService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  live: Pick<LiveService, 'announce'>;
  checkMedia: MediaCheck;
  /** A product as this user may see it (the products service; 404 when they may not). */
  productOf: (productId: string, viewerId: string) => Promise<Product>;
  /** Catalogue cards of the products shoppers may see, by id (the products service). */
  productCards: (ids: string[]) => Promise<Product[]>;
  /** An order as this user may see it (the order queries service; 404 when they may not). */
  orderOf: (viewerId: string, orderId: string) => Promise<Order>;
  limits: { messagesPerSender: RateLimitRule; conversationsPerShopper: RateLimitRule };
}) {
  const { db, limits } = deps;
  const { checkReferences, write } = createMessageWriter(deps);

  /**
   * The conversation and the user's side in it; 404 for everyone but its two parties. Opened
   * through a business's inbox (`scope.businessId`), it must be that business's, read by its owner.
   */
  async function access(userId: string, conversationId: string, scope: ConversationScope = {}) {
    const row = await repo.findConversation(db, conversationId);
    const side =
      row &&
      inScope(
        sideOf(userId, { shopperId: row.shopper.id, ownerId: row.business.ownerId }),
        row.business.id,
        scope,
      );
    if (!row || !side) throw notFound('Conversation');
    return { row, side };
  }

  async function one(
    userId: string,
    conversationId: string,
    scope: ConversationScope = {},
  ): Promise<Conversation> {
    const { row, side } = await access(userId, conversationId, scope);
    return conversationView(row, side);
  }

  /** Messages as the viewer reads them, with the cards of the products they point at. */
  async function messageViews(
    rows: repo.MessageRow[],
    readMarks: ReadMarks,
    side: ConversationSide,
  ): Promise<Message[]> {
    const productIds = [
      ...new Set(rows.flatMap((r) => (r.message.productId ? [r.message.productId] : []))),
    ];
    const cards = new Map((await deps.productCards(productIds)).map((p) => [p._id, p]));
    return rows.map((row) => messageView(row, cards, readMarks, side));
  }

  async function oneMessage(userId: string, messageId: string, conversationId: string) {
    const { row, side } = await access(userId, conversationId);
    const found = await repo.findMessage(db, messageId);
    return (await messageViews([found!], row.conversation, side))[0]!;
  }

  return {
    /**
     * A shopper writes to a business: their conversation is opened the first time (at most
     * `conversationsPerShopper` new ones an hour) and reused afterwards. `at` backdates the
     * message (the demo marketplace's conversations); the API always writes now.
     */
    async start(shopperId: string, body: StartConversationBody, at?: Date) {
      const business = await repo.findBusiness(db, body.businessId);
      if (!business || !business.isActive) throw notFound('Business');
      if (business.ownerId === shopperId)
        throw badRequest({ businessId: 'You cannot message your own business' });
      await checkReferences(shopperId, { shopperId, businessId: business.id }, body);
      const { conversationId, messageId } = await deps.events.transaction(async (tx, publish) => {
        await repo.lockSender(tx, shopperId);
        let id = await repo.findPairId(tx, shopperId, business.id);
        if (!id) {
          const rule = limits.conversationsPerShopper;
          const since = new Date(Date.now() - rule.timeWindowMs);
          if ((await repo.countConversationsSince(tx, shopperId, since)) >= rule.max)
            throw tooManyRequests(
              'You have started too many conversations. Please try again in an hour',
            );
          id = await repo.insertConversation(tx, shopperId, business.id);
        }
        const locked = (await repo.lockConversation(tx, id))!;
        const messageId = await write(tx, publish, locked, 'SHOPPER', shopperId, body, at);
        return { conversationId: id, messageId };
      });
      return {
        conversation: await one(shopperId, conversationId),
        message: await oneMessage(shopperId, messageId, conversationId),
      };
    },

    /** Either side writes in a conversation of theirs. */
    async send(
      userId: string,
      conversationId: string,
      body: MessageBody,
      at?: Date,
      scope: ConversationScope = {},
    ): Promise<Message> {
      const { row } = await access(userId, conversationId, scope);
      await checkReferences(
        userId,
        { shopperId: row.shopper.id, businessId: row.business.id },
        body,
      );
      const messageId = await deps.events.transaction(async (tx, publish) => {
        await repo.lockSender(tx, userId);
        const locked = await repo.lockConversation(tx, conversationId);
        const side = locked && inScope(sideOf(userId, locked), locked.businessId, scope);
        if (!locked || !side) throw notFound('Conversation');
        return write(tx, publish, locked, side, userId, body, at);
      });
      return oneMessage(userId, messageId, conversationId);
    },

    get: one,

    /** The shopper's conversations with businesses, the latest first. */
    async mine(shopperId: string, q: ConversationListQuery) {
      const { rows, total } = await repo.listConversations(
        db,
        { shopperId },
        offsetOf(q.page, q.limit),
      );
      return pageOf(
        rows.map((r) => conversationView(r, 'SHOPPER')),
        total,
        q.page,
        q.limit,
      );
    },

    /** A business's inbox, for its owner only (anyone else: no such business). */
    async inbox(userId: string, businessId: string, q: ConversationListQuery) {
      const business = await repo.findBusiness(db, businessId);
      if (!business || business.ownerId !== userId) throw notFound('Business');
      const { rows, total } = await repo.listConversations(
        db,
        { businessId },
        offsetOf(q.page, q.limit),
      );
      return pageOf(
        rows.map((r) => conversationView(r, 'BUSINESS')),
        total,
        q.page,
        q.limit,
      );
    },

    /** A conversation's messages, newest first. */
    async messages(userId: string, conversationId: string, q: MessageListQuery) {
      const { row, side } = await access(userId, conversationId, { businessId: q.businessId });
      const { rows, total } = await repo.listMessages(
        db,
        conversationId,
        q.before,
        offsetOf(q.page, q.limit),
      );
      return pageOf(await messageViews(rows, row.conversation, side), total, q.page, q.limit);
    },

    /**
     * The user read the conversation: their unread count drops to zero on every device. `at`
     * backdates the read (the demo marketplace's conversations).
     */
    async markRead(
      userId: string,
      conversationId: string,
      at?: Date,
      scope: ConversationScope = {},
    ): Promise<Conversation> {
      const { side } = await access(userId, conversationId, scope);
      await db.transaction(async (tx) => {
        await repo.markRead(tx, conversationId, side === 'BUSINESS', at);
        await deps.live.announce(tx, userId, 'read', conversationId);
      });
      return one(userId, conversationId, scope);
    },

    /** The business stops (or lets again) the shopper's messages in this conversation. */
    async setBlocked(
      userId: string,
      conversationId: string,
      blocked: boolean,
      scope: ConversationScope = {},
    ) {
      const { row, side } = await access(userId, conversationId, scope);
      if (side !== 'BUSINESS') throw forbidden('Only the business can block a shopper');
      // The shopper's open conversation learns at once whether it can still write.
      await db.transaction(async (tx) => {
        await repo.setBlocked(tx, conversationId, blocked);
        await deps.live.announce(tx, row.shopper.id, 'message', conversationId);
      });
      return one(userId, conversationId, scope);
    },

    /** Unread messages of the user: as a shopper, plus those of every business they own. */
    async unreadCount(userId: string): Promise<number> {
      const counts = await repo.unreadCounts(db, userId);
      return counts.asShopper + counts.byBusiness.reduce((sum, b) => sum + b.n, 0);
    },

    /** The same, split between the user as a shopper and each business they own. */
    async unreadCounts(userId: string): Promise<UnreadCount> {
      const counts = await repo.unreadCounts(db, userId);
      const asBusiness = counts.byBusiness.reduce((sum, b) => sum + b.n, 0);
      return {
        total: counts.asShopper + asBusiness,
        asShopper: counts.asShopper,
        asBusiness,
        businesses: counts.byBusiness.map((b) => ({ _id: b.businessId, unread: b.n })),
      };
    },
  };
}
