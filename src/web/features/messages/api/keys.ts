/** Query keys of the inbox: conversation lists, one conversation, its messages, unread counts. */
export const inboxKeys = {
  /** Everything below, refreshed together when a message arrives. */
  all: ['inbox'] as const,
  lists: ['inbox', 'lists'] as const,
  mine: ['inbox', 'lists', 'mine'] as const,
  ofBusiness: (businessId: string) => ['inbox', 'lists', 'business', businessId] as const,
  /** A conversation as opened through a business's inbox (`businessId`) or the shopper's own. */
  conversation: (id: string, businessId?: string) =>
    ['inbox', 'conversation', id, businessId ?? null] as const,
  messages: (id: string, businessId?: string) =>
    ['inbox', 'messages', id, businessId ?? null] as const,
  unread: ['inbox', 'unread'] as const,
};

/**
 * A conversation's address, through the business inbox it is opened in: the server finds there
 * only that business's conversations (404 for any other).
 */
export const throughInbox = (path: string, businessId?: string) =>
  businessId ? `${path}?businessId=${encodeURIComponent(businessId)}` : path;
