/** Query keys of the account's own resources. */
export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
};
