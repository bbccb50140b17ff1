import { badgeChecklistKeys } from '#web/lib/query-keys.ts';

/** Query keys of verification badges: a subject's checklist and request. */
export const badgeKeys = {
  all: badgeChecklistKeys.all,
  subject: (subject: BadgeSubject) =>
    [...badgeChecklistKeys.all, subject.type, subject.id] as const,
  payment: (paymentId: string | null) => ['badge-payment', paymentId] as const,
};

/** Who a badge is for: the signed-in user, or a business they own. */
export type BadgeSubject = { type: 'user' | 'business'; id: string };
