import {
  conversationPath,
  messagePreview,
  type ConversationSide,
  type MessageBody,
} from '#shared/schemas/messages.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { RateLimitRule } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../errors.ts';
import type { Publish } from '../../events/events.ts';
import type { MediaCheck } from '../../media.ts';
import type { LiveService } from '../live/live.service.ts';
import { messageSent } from './messages.public.ts';
import * as repo from './messages.repo.ts';
import { fullName } from './messages.view.ts';

/** A 404 from another service (a product or order the user cannot see) as a field's 400. */
async function orField<T>(work: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw badRequest({ [field]: message });
    throw err;
  }
}

const PRODUCT_OF_BUSINESS = 'Attach a product of this business';
const ORDER_OF_PAIR = 'Attach an order from this business to this shopper';

/**
 * How a message is written, for the messages service: what it may point at is checked first,
 * then it is stored, announced live to the other side and published, in the caller's transaction.
 */
export function createMessageWriter(deps: {
  live: Pick<LiveService, 'announce'>;
  checkMedia: MediaCheck;
  productOf: (productId: string, viewerId: string) => Promise<Product>;
  orderOf: (viewerId: string, orderId: string) => Promise<Order>;
  limits: { messagesPerSender: RateLimitRule };
}) {
  const { limits } = deps;

  /** What a message may point at: a product of the business, an order of this pair. */
  async function checkReferences(
    senderId: string,
    pair: { shopperId: string; businessId: string },
    body: MessageBody,
  ) {
    if (body.productId) {
      const product = await orField(
        deps.productOf(body.productId, senderId),
        'productId',
        PRODUCT_OF_BUSINESS,
      );
      if (product.businessId !== pair.businessId)
        throw badRequest({ productId: PRODUCT_OF_BUSINESS });
    }
    if (body.orderId) {
      const order = await orField(deps.orderOf(senderId, body.orderId), 'orderId', ORDER_OF_PAIR);
      if (order.customer._id !== pair.shopperId || order.business._id !== pair.businessId)
        throw badRequest({ orderId: ORDER_OF_PAIR });
    }
    await deps.checkMedia(body.photos, 'photos', senderId);
  }

  /**
   * Writes a message in a locked conversation: within the sender's rate limit, announced live to
   * the other side and published for notices, all in the caller's transaction.
   */
  async function write(
    tx: Tx,
    publish: Publish,
    c: repo.LockedConversation,
    side: ConversationSide,
    senderId: string,
    body: MessageBody,
    at?: Date,
  ): Promise<string> {
    const fromBusiness = side === 'BUSINESS';
    if (!fromBusiness && c.blockedAt)
      throw forbidden('This business is not accepting messages from you');
    const since = new Date(Date.now() - limits.messagesPerSender.timeWindowMs);
    if ((await repo.countMessagesSince(tx, senderId, since)) >= limits.messagesPerSender.max)
      throw tooManyRequests(
        'You are sending messages too fast. Please wait a minute and try again',
      );
    const message = await repo.insertMessage(tx, {
      conversationId: c.id,
      senderId,
      fromBusiness,
      text: body.text,
      photos: body.photos,
      productId: body.productId ?? null,
      orderId: body.orderId ?? null,
      ...(at ? { createdAt: at } : {}),
    });
    await repo.recordMessage(tx, c.id, message, fromBusiness);
    const recipientUserId = fromBusiness ? c.shopperId : c.ownerId;
    await deps.live.announce(tx, recipientUserId, 'message', c.id);
    await publish(messageSent, {
      conversationId: c.id,
      messageId: message.id,
      recipientUserId,
      senderName: fromBusiness
        ? c.businessName
        : fullName({ firstName: c.shopperFirstName, lastName: c.shopperLastName }),
      businessName: c.businessName,
      text: messagePreview(body),
      link: conversationPath(fromBusiness ? 'SHOPPER' : 'BUSINESS', c.id, c.businessId),
    });
    return message.id;
  }

  return { checkReferences, write };
}
