/** Query keys of the account's own resources. */
export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
};

export const newsSubscriptionKeys = {
  all: ['news-subscription'] as const,
};
