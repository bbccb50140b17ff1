/** Query keys of the inbox: conversation lists, one conversation, its messages, unread counts. */
export const inboxKeys = {
  /** Everything below, refreshed together when a message arrives. */
  all: ['inbox'] as const,
  lists: ['inbox', 'lists'] as const,
  mine: ['inbox', 'lists', 'mine'] as const,
  ofBusiness: (businessId: string) => ['inbox', 'lists', 'business', businessId] as const,
  conversation: (id: string) => ['inbox', 'conversation', id] as const,
  messages: (id: string) => ['inbox', 'messages', id] as const,
  unread: ['inbox', 'unread'] as const,
};
