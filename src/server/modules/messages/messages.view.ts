import { thumbnailUrl } from '#shared/media.ts';
import { koboToNaira } from '#shared/money.ts';
import { orderNumber } from '#shared/order-flow.ts';
import {
  messagePreview,
  type Conversation,
  type ConversationSide,
  type Message,
} from '#shared/schemas/messages.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { ConversationRow, MessageRow } from './messages.repo.ts';

export const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** A conversation as the viewer on `side` sees it: its parties, last message and their unread. */
export function conversationView(r: ConversationRow, side: ConversationSide): Conversation {
  const c = r.conversation;
  const fromBusiness = r.last?.fromBusiness ?? false;
  return {
    _id: c.id,
    business: {
      _id: r.business.id,
      name: r.business.name,
      handle: r.business.handle,
      logo: r.business.logo,
    },
    shopper: {
      _id: r.shopper.id,
      name: fullName(r.shopper),
      handle: r.shopper.handle,
      avatar: r.shopper.avatar,
    },
    side,
    lastMessage:
      r.last && r.last.createdAt
        ? {
            preview: messagePreview({ text: r.last.text ?? '', photos: r.last.photos ?? [] }),
            from: fromBusiness ? 'BUSINESS' : 'SHOPPER',
            mine: fromBusiness === (side === 'BUSINESS'),
            createdAt: r.last.createdAt.toISOString(),
          }
        : null,
    unread: side === 'SHOPPER' ? c.shopperUnread : c.businessUnread,
    blocked: c.blockedAt !== null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.lastMessageAt.toISOString(),
  };
}

/** When each side last read the conversation: what the other side wrote before then was seen. */
export type ReadMarks = { shopperReadAt: Date | null; businessReadAt: Date | null };

/**
 * A message as the viewer reads it: mine or theirs, seen or not, and the cards of the product
 * (from the catalogue's cards: gone from sale, it keeps its name only) and order it points at.
 */
export function messageView(
  { message: m, productName, order }: MessageRow,
  cards: Map<string, Product>,
  readMarks: ReadMarks,
  side: ConversationSide,
): Message {
  const card = m.productId ? cards.get(m.productId) : undefined;
  const readByOther = m.fromBusiness ? readMarks.shopperReadAt : readMarks.businessReadAt;
  return {
    _id: m.id,
    conversationId: m.conversationId,
    from: m.fromBusiness ? 'BUSINESS' : 'SHOPPER',
    mine: m.fromBusiness === (side === 'BUSINESS'),
    text: m.text,
    photos: m.photos,
    product:
      m.productId && (card || productName)
        ? {
            _id: m.productId,
            name: card?.name ?? productName!,
            photo: card?.photo ? thumbnailUrl(card.photo) : null,
            price: card ? card.unitPrice : null,
            available: card !== undefined,
          }
        : null,
    order:
      m.orderId && order
        ? {
            _id: m.orderId,
            number: orderNumber(m.orderId),
            total: koboToNaira(order.totalKobo),
            status: order.status,
          }
        : null,
    seen: readByOther !== null && readByOther >= m.createdAt,
    createdAt: m.createdAt.toISOString(),
  };
}
