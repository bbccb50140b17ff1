/** Query keys of creator subscriptions: offers, the creator's figures and subscription lists. */
export const subscriptionKeys = {
  all: ['creator-subscriptions'] as const,
  offer: (creatorId: string, signedIn: boolean) =>
    ['creator-subscriptions', 'offer', creatorId, signedIn] as const,
  summary: (creatorId: string) => ['creator-subscriptions', 'summary', creatorId] as const,
  subscribers: (creatorId: string, page: number) =>
    ['creator-subscriptions', 'subscribers', creatorId, page] as const,
  subscribedTo: (userId: string, page: number) =>
    ['creator-subscriptions', 'subscribed-to', userId, page] as const,
};
