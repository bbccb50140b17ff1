import { z } from 'zod';
import { truncate } from '../format.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { idSchema, paged, pageQuery } from './envelope.ts';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_PHOTOS_MAX,
  MESSAGE_TEXT_MAX,
} from '../limits.ts';

/** How much of a message a list, a notice or a push shows. */
export const MESSAGE_PREVIEW_MAX = 140;

/** Which side of a conversation: the shopper, or the business (answered by its owner). */
export const CONVERSATION_SIDES = ['SHOPPER', 'BUSINESS'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

const text = z
  .string()
  .trim()
  .max(MESSAGE_TEXT_MAX, `Keep your message under ${MESSAGE_TEXT_MAX} characters`);
const photos = z
  .array(z.string().trim().min(1).max(500))
  .max(MESSAGE_PHOTOS_MAX, `Send at most ${MESSAGE_PHOTOS_MAX} photos at a time`);

export const WRITE_SOMETHING = 'Write a message or add a photo';
export const ONE_ATTACHMENT = 'Attach a product or an order, not both';

/**
 * A message: words (1 to 2000 characters once trimmed) and/or up to four photos uploaded first
 * through `POST uploads`; it may point at a product of the business or one of the shopper's
 * orders from it.
 */
const messageFields = z.object({
  text: text.default(''),
  photos: photos.default([]),
  productId: idSchema.optional(),
  orderId: idSchema.optional(),
});
const messageRules = <T extends z.infer<typeof messageFields>>(m: T, ctx: z.RefinementCtx) => {
  if (m.text.length === 0 && m.photos.length === 0)
    ctx.addIssue({ code: 'custom', message: WRITE_SOMETHING, path: ['text'] });
  if (m.productId && m.orderId)
    ctx.addIssue({ code: 'custom', message: ONE_ATTACHMENT, path: ['orderId'] });
};

export const messageBodySchema = messageFields.superRefine(messageRules);
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * `POST conversations`: a shopper writes to a business ("Message seller"). The conversation of
 * that shopper and business is opened the first time and reused afterwards.
 */
export const startConversationBodySchema = messageFields
  .extend({ businessId: idSchema })
  .superRefine(messageRules);
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

export const conversationListQuerySchema = pageQuery(CONVERSATIONS_PAGE_SIZE);
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/**
 * The business inbox a conversation is opened through (`businessId`): only a conversation of that
 * business, read by its owner, is found there; anything else is 404. Without it, either party
 * reads the conversation from their own side.
 */
export const conversationScopeSchema = z.object({ businessId: idSchema.optional() });
export type ConversationScope = z.infer<typeof conversationScopeSchema>;

/** A conversation's messages, newest first; `before` (a message id) pages back from there. */
export const messageListQuerySchema = pageQuery(MESSAGES_PAGE_SIZE).extend({
  before: idSchema.optional(),
  ...conversationScopeSchema.shape,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A product a message points at, as a small card. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The thumbnail of its first photo. */
  photo: z.string().nullable(),
  /** Naira; null once the product is no longer for sale. */
  price: z.number().nullable(),
  available: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** An order a message points at, as a small card. */
export const orderCardSchema = z.object({
  _id: z.string(),
  /** "#BC12F3" */
  number: z.string(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  from: z.enum(CONVERSATION_SIDES),
  /** Written by the signed-in viewer (their side). */
  mine: z.boolean(),
  text: z.string(),
  photos: z.array(z.string()),
  product: productCardSchema.nullable(),
  order: orderCardSchema.nullable(),
  /** The other side has opened the conversation since. */
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = paged(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  business: z.object({
    _id: z.string(),
    name: z.string(),
    handle: z.string(),
    logo: z.string().nullable(),
  }),
  shopper: z.object({
    _id: z.string(),
    name: z.string(),
    handle: z.string(),
    avatar: z.string().nullable(),
  }),
  /** The viewer's side: a shopper reads the business, the business's owner the shopper. */
  side: z.enum(CONVERSATION_SIDES),
  lastMessage: z
    .object({
      /** At most 140 characters; "Sent a photo" for photos alone. */
      preview: z.string(),
      from: z.enum(CONVERSATION_SIDES),
      mine: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Messages from the other side the viewer has not read. */
  unread: z.number().int(),
  /** The business stopped the shopper's messages. */
  blocked: z.boolean(),
  createdAt: z.string(),
  /** When the last message was written. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = paged(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `POST conversations`: the conversation and the message just sent. */
export const startedConversationSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

/** Unread messages of the signed-in user: as a shopper plus in the businesses they own. */
export const unreadCountSchema = z.object({
  total: z.number().int(),
  asShopper: z.number().int(),
  asBusiness: z.number().int(),
  /** Each business the user owns, with its unread messages. */
  businesses: z.array(z.object({ _id: z.string(), unread: z.number().int() })),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Where each side reads a conversation in the web app. */
export const conversationPath = (
  side: ConversationSide,
  conversationId: string,
  businessId: string,
) =>
  side === 'SHOPPER'
    ? `/shopper/chat/${conversationId}`
    : `/vendor/${businessId}/inbox/${conversationId}`;

/** A message in one line: its words, cut to 140 characters, or what it carries. */
export function messagePreview(m: { text: string; photos: readonly unknown[] }): string {
  const words = m.text.replace(/\s+/g, ' ').trim();
  if (words) return truncate(words, MESSAGE_PREVIEW_MAX);
  if (m.photos.length > 1) return `Sent ${m.photos.length} photos`;
  return 'Sent a photo';
}
