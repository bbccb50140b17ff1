import { defineEvent } from '../../events/events.ts';

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
