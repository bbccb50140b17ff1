import { z } from 'zod';
import { idListSchema, idSchema, paged, patchOf, pageQuery } from './envelope.ts';
import { MAX_GIFT, MIN_GIFT, SUPER_LIKE_TIERS } from '../constants.ts';
import { POST_PHOTOS_MAX, POST_PRODUCTS_MAX, POST_TEXT_MAX } from '../limits.ts';
import { nairaAmountSchema, nairaInputSchema } from './naira-amount.ts';
import { productSchema } from './products.ts';

/** What a post view records: the post seen, or its video watched. */
export const POST_VIEW_TYPES = ['VIEW', 'WATCH'] as const;
export type PostViewType = (typeof POST_VIEW_TYPES)[number];

const text = z
  .string()
  .trim()
  .max(POST_TEXT_MAX, `Keep your post under ${POST_TEXT_MAX} characters`);
const photos = z
  .array(z.string().trim().min(1).max(500))
  .max(POST_PHOTOS_MAX, `A post holds at most ${POST_PHOTOS_MAX} photos`);
const productIds = z
  .array(idSchema)
  .max(POST_PRODUCTS_MAX, `Tag at most ${POST_PRODUCTS_MAX} products`);

const upload = z.string().trim().min(1).max(500);
/** One short video (an MP4 or WebM uploaded to `POST uploads/video`) and its poster, an uploaded picture. */
export const postVideoSchema = z.object({ url: upload, poster: upload });
export type PostVideo = z.infer<typeof postVideoSchema>;

export const PHOTOS_OR_VIDEO = 'A post has photos or one video, not both';

/**
 * A new post: words with photos or one video; products of the author's shop or resales may be
 * tagged.
 */
export const postBodySchema = z
  .object({
    text: text.default(''),
    photos: photos.default([]),
    video: postVideoSchema.optional(),
    productIds: productIds.default([]),
    /** Seen only by the author's subscribers (the author needs a subscription offer). */
    subscribersOnly: z.boolean().default(false),
  })
  .refine((p) => !(p.video && p.photos.length > 0), { message: PHOTOS_OR_VIDEO, path: ['video'] })
  .refine((p) => p.text.length > 0 || p.photos.length > 0 || p.video, {
    message: 'Write something or add a photo',
    path: ['text'],
  });
export type PostBody = z.infer<typeof postBodySchema>;

/** A change to a post; `video: null` takes the video off. */
export const postPatchSchema = patchOf(
  z.object({
    text,
    photos,
    video: postVideoSchema.nullable(),
    productIds,
    subscribersOnly: z.boolean(),
  }),
).refine((p) => !(p.video && p.photos && p.photos.length > 0), {
  message: PHOTOS_OR_VIDEO,
  path: ['video'],
});
export type PostPatch = z.infer<typeof postPatchSchema>;

/** `POST posts/{id}/views`: the signed-in viewer saw the post, or watched its video. */
export const postViewBodySchema = z.object({
  type: z.enum(POST_VIEW_TYPES, { message: 'Say VIEW or WATCH' }),
});

export const postListQuerySchema = pageQuery(10).extend({
  postByUserIds: idListSchema.optional(),
  postSearch: z.string().trim().max(100).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** A product tagged in a post, as a card shows it; `resaleId` credits the author who resells it. */
export const postProductSchema = productSchema.extend({ resaleId: z.string().nullable() });
export type PostProduct = z.infer<typeof postProductSchema>;

export const postSchema = z.object({
  _id: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  /** The post's video and poster, or null for a post of words and photos. */
  video: z.object({ url: z.string(), poster: z.string() }).nullable(),
  author: z.object({
    _id: z.string(),
    name: z.string(),
    handle: z.string(),
    avatar: z.string().nullable(),
    /** Holds an approved verification badge: the verified tick shows by the name. */
    isVerified: z.boolean(),
  }),
  products: z.array(postProductSchema),
  active: z.boolean(),
  pin: z.boolean(),
  /** Seen only by the author and their subscribers. */
  subscribersOnly: z.boolean(),
  likes: z.number().int(),
  superLikes: z.number().int(),
  gifts: z.number().int(),
  comments: z.number().int(),
  /** Signed-in users who saw it, each counted once a day. */
  views: z.number().int(),
  /** Signed-in users who watched its video, each counted once a day. */
  watches: z.number().int(),
  /** Whether the signed-in viewer likes it (false for visitors). */
  liked: z.boolean(),
  /** The viewer's super-like tier, if they super-liked it. */
  superLiked: z.enum(SUPER_LIKE_TIERS).nullable(),
  createdAt: z.string(),
  /** When its author last changed its words, pictures, video or products (createdAt until then). */
  updatedAt: z.string(),
  /** Whether its author changed it after posting it. */
  edited: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = paged(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

const payment = {
  /** From the wallet or by card; the buyer's payment charge mode when left out. */
  payWith: z.enum(['WALLET', 'CARD']).optional(),
  /** Reward points to spend (1 point = ₦1); an empty string means none. */
  point: z.union([z.literal(''), z.coerce.number().int().min(0)]).optional(),
};

/** POST posts/{id}/super-like?tag=…: the request sends the user and the post, which must match. */
export const superLikeQuerySchema = z.object({
  tag: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(SUPER_LIKE_TIERS, { message: 'Choose mid, high, crystal or platinum' })),
});
export const superLikeBodySchema = z
  .object({
    user: idSchema.optional(),
    post: idSchema.optional(),
    ...payment,
    /** The price the buyer was shown, in naira: a price that changed since is refused. */
    amount: nairaInputSchema('Send the price shown').optional(),
  })
  .nullish();
export const superUnlikeBodySchema = z.object({ user: idSchema.optional() }).nullish();

/** A gift to the post's creator, in naira. */
export const giftBodySchema = z.object({
  amount: nairaAmountSchema(MIN_GIFT, MAX_GIFT, 'gift'),
  ...payment,
});

/** A paid action on a post: the post as it is now, and the provider's page for a card. */
export const postPaymentSchema = z.object({
  post: postSchema,
  authorizationUrl: z.string().nullable(),
});

export const superLikeTierSchema = z.object({
  tier: z.enum(SUPER_LIKE_TIERS),
  name: z.string(),
  color: z.string(),
  fee: z.number(),
});

/** A feed page: `cursor` is the previous page's `nextCursor`. */
export const feedQuerySchema = z.object({
  cursor: z.string().trim().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const feedPageSchema = z.object({
  results: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;
