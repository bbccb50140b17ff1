// Plain constants (no zod): the report dialog and the console's screens read them without the schemas.

/** What a shopper can report. */
export const REPORT_SUBJECTS = ['POST', 'COMMENT', 'PRODUCT', 'STORE', 'USER'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const REPORT_SUBJECT_NAMES: Record<ReportSubject, string> = {
  POST: 'Post',
  COMMENT: 'Comment',
  PRODUCT: 'Product',
  STORE: 'Store',
  USER: 'Account',
};

export const REPORT_REASONS = [
  'SPAM',
  'SCAM',
  'ABUSE',
  'HATE',
  'NUDITY',
  'COUNTERFEIT',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  SPAM: 'Spam or misleading',
  SCAM: 'Scam or fraud',
  ABUSE: 'Harassment or abuse',
  HATE: 'Hate speech',
  NUDITY: 'Nudity or sexual content',
  COUNTERFEIT: 'Fake or counterfeit goods',
  OTHER: 'Something else',
};

/** Where a reported item stands: open until staff decide; decided items reopen on a new report. */
export const REPORTED_ITEM_STATUSES = ['OPEN', 'DECIDED'] as const;
export type ReportedItemStatus = (typeof REPORTED_ITEM_STATUSES)[number];

/**
 * What staff can do with a reported item. Hiding applies to posts and comments (Oja removes them);
 * a store or an account is dealt with by suspending its owner from Accounts.
 */
export const MODERATION_ACTIONS = ['HIDE', 'RESTORE', 'WARN', 'DISMISS'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const HIDEABLE_SUBJECTS: readonly ReportSubject[] = ['POST', 'COMMENT'];
