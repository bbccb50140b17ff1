import { z } from 'zod';
import { idSchema, paged, pageQuery, patchOf } from './envelope.ts';
import { productCardSchema } from './products.ts';
import { NEWSLETTER_LIMITS } from '../limits.ts';

export const NEWSLETTER_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * `POST subscribe_to_newsletter`: a business's newsletter, for its id. A signed-in shopper is
 * subscribed with their account's e-mail unless they give another; a visitor gives one.
 */
export const subscribeBodySchema = z.object({
  vendorId: idSchema,
  email: z
    .email({ message: 'Enter a valid email address' })
    .max(254, 'Enter a valid email address')
    .transform((e) => e.toLowerCase())
    .optional(),
});

/** The link's token in a confirmation or unsubscribe e-mail. */
export const newsletterTokenBodySchema = z.object({
  token: z
    .string({ message: 'This link is not complete' })
    .min(40, 'This link is not complete')
    .max(120, 'This link is not complete'),
});

/** The answer to a confirmation or an unsubscribe: whose newsletter it was. */
export const newsletterSubscriptionSchema = z.object({
  business: z.object({ name: z.string(), handle: z.string() }),
  status: z.enum(SUBSCRIBER_STATUSES),
});

export const newsletterBodySchema = z.object({
  subject: z
    .string({ message: 'Write a subject' })
    .trim()
    .min(3, 'Write a subject')
    .max(
      NEWSLETTER_LIMITS.subject,
      `Keep the subject under ${NEWSLETTER_LIMITS.subject} characters`,
    ),
  body: z
    .string({ message: 'Write your newsletter' })
    .trim()
    .min(10, 'Write your newsletter')
    .max(NEWSLETTER_LIMITS.body, 'Keep your newsletter under 10,000 characters'),
  productIds: z
    .array(idSchema, { message: 'Pick products from your catalogue' })
    .max(NEWSLETTER_LIMITS.products, `Show at most ${NEWSLETTER_LIMITS.products} products`)
    .default([]),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
export const newsletterPatchSchema = patchOf(newsletterBodySchema);
export type NewsletterPatch = z.infer<typeof newsletterPatchSchema>;

export const newsletterParamsSchema = z.object({ businessId: idSchema, newsletterId: idSchema });
export const newsletterBusinessParamsSchema = z.object({ businessId: idSchema });
export const newsletterListQuerySchema = pageQuery(10);

export const newsletterSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  productIds: z.array(z.string()),
  /** The products as subscribers will see them (those still for sale, today's prices). */
  products: z.array(productCardSchema),
  status: z.enum(NEWSLETTER_STATUSES),
  /** Confirmed subscribers it was sent to; sent so far. */
  recipients: z.number().int(),
  delivered: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;
export const newsletterPageSchema = paged(newsletterSchema);

/** What the owner reads back before sending: the e-mail as a subscriber gets it. */
export const newsletterPreviewSchema = z.object({ subject: z.string(), text: z.string() });

export const subscriberSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  since: z.string(),
});
export const subscribersSchema = paged(subscriberSchema).extend({
  counts: z.object({
    confirmed: z.number().int(),
    pending: z.number().int(),
    unsubscribed: z.number().int(),
  }),
});
