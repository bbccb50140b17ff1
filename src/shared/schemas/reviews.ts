import { z } from 'zod';
import { REVIEW_PHOTOS_MAX } from '../limits.ts';
import { idSchema, paged, patchOf } from './envelope.ts';

const rating = z
  .number({ message: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(5, 'Choose a rating from 1 to 5');
const comment = z.string().trim().max(1000, 'Keep your review under 1000 characters');
/**
 * Pictures uploaded first (`POST uploads`), each once; an edit sends the whole list. Every
 * message is the list's own (`photos`), so the form shows it under its photos.
 */
const photos = z
  .array(z.string().trim())
  .max(REVIEW_PHOTOS_MAX, `Add at most ${REVIEW_PHOTOS_MAX} photos`)
  .refine((urls) => urls.every((url) => url.length > 0 && url.length <= 500), {
    message: 'Upload the picture to Oja first',
  })
  .refine((urls) => new Set(urls).size === urls.length, { message: 'Add each photo once' });

/** A review payload: one of reviewProductId / reviewBusinessId. */
export const reviewBodySchema = z
  .object({
    rating,
    comment: comment.default(''),
    photos: photos.default([]),
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
export const reviewPatchSchema = patchOf(z.object({ id: idSchema, rating, comment, photos }), [
  'id',
]);
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
  /** Its photos (stored pictures; each has a 400 px copy, `thumbnailUrl`). */
  photos: z.array(z.string()),
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
