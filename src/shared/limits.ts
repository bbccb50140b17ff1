/**
 * Limits, choices and labels that screens use as values. They live apart from the zod schemas
 * (which import them from here), so a screen that needs one does not download zod, and apart from
 * the constants every page loads, so the first download does not carry them either.
 */
import type { SalesReport } from './schemas/analytics.ts';
import type { BadgeKind } from './schemas/badges.ts';

// Conversations
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 4;
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;

// Comments
export const COMMENT_TEXT_MAX = 1000;

// Reviews
/** A review (of a product or a business) shows at most this many photos. */
export const REVIEW_PHOTOS_MAX = 3;

// Posts
export const POST_TEXT_MAX = 2000;
export const POST_PHOTOS_MAX = 10;
export const POST_PRODUCTS_MAX = 10;

// Creator subscriptions
/** What a creator may charge a month, in naira. */
export const MIN_SUBSCRIPTION_PRICE = 500;
export const MAX_SUBSCRIPTION_PRICE = 100_000;
export const SUBSCRIPTION_PERKS_MAX = 280;
/** How many months a fan may pay for at once (decision 034); renewals are monthly. */
export const SUBSCRIPTION_MONTHS = [1, 3, 6, 12] as const;

// Notifications off the app
/**
 * What a user may hear about outside the app, and how. Notices in the app are always on; each
 * kind may also go by e-mail and WhatsApp (WhatsApp only to a verified phone).
 */
export const NOTIFICATION_KINDS = ['orders', 'messages', 'social'] as const;
export const WHATSAPP_NEEDS_VERIFIED_PHONE = 'Verify your phone number to get WhatsApp messages';

// Verification badges
export const BADGE_KIND_LABELS: Record<BadgeKind, string> = {
  PERSONAL: 'Verified person',
  CREATOR: 'Verified creator',
  BUSINESS: 'Verified business',
};

// The sales report
/** A report's amounts in the order an accountant reads them, with their names (screen and files). */
export const REPORT_TOTALS: [Exclude<keyof SalesReport['totals'], 'orders'>, string][] = [
  ['gross', 'Gross sales'],
  ['deliveryFees', 'of which delivery fees'],
  ['refunds', 'Refunds'],
  ['commission', 'Oja commission'],
  ['affiliateShares', "Affiliates' shares"],
  ['inEscrow', 'Not yet released'],
  ['net', 'Net released to your balance'],
  ['paidOut', 'Withdrawn to your bank'],
];

// Sales (promotions)
export const PROMOTION_PERCENT_MIN = 1;
export const PROMOTION_PERCENT_MAX = 90;

// What shoppers searched for (a seller's search figures)
/** The periods a seller can read search figures over, in Lagos days up to today. */
export const SEARCH_INSIGHT_DAYS = [7, 30, 90] as const;
export type SearchInsightDays = (typeof SEARCH_INSIGHT_DAYS)[number];
/** Searches that found at most this many products (on average) are offered as unmet demand. */
export const FEW_RESULTS = 3;
/** A query is shown as demand only once this many different people searched it in the period. */
export const MIN_DEMAND_SEARCHERS = 3;

// Newsletters
/** How much a newsletter may hold, and how many products it may show. */
export const NEWSLETTER_LIMITS = { subject: 120, body: 10_000, products: 6 } as const;
