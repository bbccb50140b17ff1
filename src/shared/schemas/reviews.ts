import { z } from 'zod';
import { idSchema, paged, patchOf } from './envelope.ts';

const rating = z
  .number({ message: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(5, 'Choose a rating from 1 to 5');
const comment = z.string().trim().max(1000, 'Keep your review under 1000 characters');

/** A review payload: one of reviewProductId / reviewBusinessId. */
export const reviewBodySchema = z
  .object({
    rating,
    comment: comment.default(''),
    reviewProductId: idSchema.optional(),
    reviewBusinessId: idSchema.optional(),
    customerId: idSchema.optional(),
    userId: idSchema.optional(),
  })
  .refine((b) => Boolean(b.reviewProductId) !== Boolean(b.reviewBusinessId), {
    message: 'Review either a product or a business',
    path: ['reviewProductId'],
  });
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** Changes to a review; `id` (clients send it along) alone changes nothing. */
export const reviewPatchSchema = patchOf(z.object({ id: idSchema, rating, comment }), ['id']);
export type ReviewPatch = z.infer<typeof reviewPatchSchema>;

export const reviewListQuerySchema = z
  .object({
    reviewProductId: idSchema.optional(),
    reviewBusinessId: idSchema.optional(),
    reviewCustomerId: idSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((q) => q.reviewProductId || q.reviewBusinessId || q.reviewCustomerId, {
    message: 'Give reviewProductId, reviewBusinessId or reviewCustomerId',
    path: ['reviewProductId'],
  });

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
  business: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Average (one decimal) and count of a product's or business's reviews. */
export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

/** A page of reviews with the rating of what was asked for. */
export const reviewPageSchema = paged(reviewSchema).extend({ rating: ratingSchema });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
