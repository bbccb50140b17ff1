import { z } from 'zod';
import { ENTITY_TYPES } from '../constants.ts';
import { businessSchema } from './businesses.ts';
import { paged, pageQuery } from './envelope.ts';
import { postPageSchema } from './posts.ts';

/** A creator as lists and profiles show them. */
export const creatorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  /** Holds an approved verification badge: the verified tick shows by the name. */
  isVerified: z.boolean(),
  followers: z.number().int(),
  following: z.number().int(),
  posts: z.number().int(),
  /** Whether the signed-in viewer follows them (false for visitors). */
  followed: z.boolean(),
});
export type Creator = z.infer<typeof creatorSchema>;

export const creatorListQuerySchema = pageQuery(20).extend({
  userSearch: z.string().trim().max(100).optional(),
});

export const creatorPageSchema = paged(creatorSchema);

/** GET users/social/{handle}: a public profile with the businesses they run and their posts. */
export const socialProfileSchema = creatorSchema.extend({
  creator: z.boolean(),
  businesses: z.array(businessSchema),
  postsPage: postPageSchema,
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/** GET users/{userId}/confirm/{entityId}/follow-like: does the user follow or like it? */
export const confirmQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['FOLLOW', 'LIKE'], { message: 'Use FOLLOW or LIKE' })),
  entityType: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(ENTITY_TYPES, { message: 'Use USER, BUSINESS, PRODUCT, POST or COMMENT' })),
});
export const confirmSchema = z.object({ value: z.boolean() });
