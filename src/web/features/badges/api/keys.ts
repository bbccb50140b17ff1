/** Query keys of verification badges: a subject's checklist and request. */
export const badgeKeys = {
  all: ['badge-verification'] as const,
  subject: (subject: BadgeSubject) => ['badge-verification', subject.type, subject.id] as const,
  payment: (paymentId: string | null) => ['badge-payment', paymentId] as const,
};

/** Who a badge is for: the signed-in user, or a business they own. */
export type BadgeSubject = { type: 'user' | 'business'; id: string };
