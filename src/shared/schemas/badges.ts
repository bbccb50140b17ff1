import { z } from 'zod';
import { idSchema, paged } from './envelope.ts';
import { nairaInputSchema } from './naira-amount.ts';

/** Who a verification badge is for: a person, a content creator or a business (docs/product.md#badges). */
export const BADGE_KINDS = ['PERSONAL', 'CREATOR', 'BUSINESS'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A paid request waits for Oja's decision; a rejected one is refunded to the wallet. */
export const BADGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BadgeRequestStatus = (typeof BADGE_REQUEST_STATUSES)[number];

/** One thing a badge asks for: met or not, with the figure and the target where it counts. */
export const badgeRequirementSchema = z.object({
  key: z.string(),
  label: z.string(),
  met: z.boolean(),
  current: z.number().nullable(),
  target: z.number().nullable(),
});
export type BadgeRequirement = z.infer<typeof badgeRequirementSchema>;

export const badgeRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(BADGE_KINDS),
  subjectId: z.string(),
  subjectName: z.string(),
  requester: z.object({
    _id: z.string(),
    handle: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /** What was paid, in naira. */
  fee: z.number(),
  status: z.enum(BADGE_REQUEST_STATUSES),
  reason: z.string().nullable(),
  /** True once a rejected request's fee is back in the requester's wallet. */
  refunded: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BadgeRequest = z.infer<typeof badgeRequestSchema>;

/** What the "Get verified" screen shows: the checklist, the fee and the latest request. */
export const badgeVerificationSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  subjectId: z.string(),
  fee: z.number(),
  requirements: z.array(badgeRequirementSchema),
  eligible: z.boolean(),
  isVerified: z.boolean(),
  request: badgeRequestSchema.nullable(),
});
export type BadgeVerification = z.infer<typeof badgeVerificationSchema>;

export const badgeVerificationQuerySchema = z.object({
  /** A user's badge: PERSONAL or CREATOR (a creator's by default). */
  kind: z.enum(['PERSONAL', 'CREATOR']).optional(),
});

/** Paying for a badge: from the wallet or by card, reward points for part. */
export const badgePayBodySchema = z
  .object({
    payWith: z.enum(['WALLET', 'CARD']).optional(),
    /** Reward points to spend (1 point = ₦1); an empty string means none. */
    point: z.union([z.literal(''), z.coerce.number().int().min(0)]).optional(),
    /** The fee the buyer was shown, in naira: a fee that changed since is refused. */
    amount: nairaInputSchema('Send the fee shown').optional(),
  })
  .nullish();
export type BadgePayBody = z.infer<typeof badgePayBodySchema>;

/** The request once paid (null while a card payment is open) and the provider's page. */
export const badgePaymentSchema = z.object({
  request: badgeRequestSchema.nullable(),
  authorizationUrl: z.string().nullable(),
});
export type BadgePayment = z.infer<typeof badgePaymentSchema>;

export const badgeRequestPageSchema = paged(badgeRequestSchema);

export const badgeRequestParamsSchema = z.object({ id: idSchema });
