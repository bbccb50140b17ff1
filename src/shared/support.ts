/**
 * Support requests' topics and statuses, with the words the screens and e-mails use for them.
 * Plain data (no zod): the web app reads it without the schema library.
 */

/** What a support request is about: the help topics of the support screen. */
export const SUPPORT_TOPICS = [
  'orders',
  'payments',
  'returns',
  'account',
  'selling',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  orders: 'Orders and delivery',
  payments: 'Payments and wallet',
  returns: 'Returns and refunds',
  account: 'My account',
  selling: 'Selling on Oja',
  other: 'Something else',
};

/**
 * Where a request stands: `open` waits for Oja support, `answered` waits for the requester,
 * `resolved` is done (a reply from the requester opens it again).
 */
export const SUPPORT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Waiting for Oja',
  answered: 'Answered',
  resolved: 'Resolved',
};

/** How a requester sees replies from Oja's side. */
export const SUPPORT_TEAM_NAME = 'Oja support';
