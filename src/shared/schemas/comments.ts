import { z } from 'zod';
import { COMMENTABLE_TYPES } from '../constants.ts';
import { COMMENT_TEXT_MAX } from '../limits.ts';
import { dateRangeSchema, idListSchema, idSchema, paged, pageQuery } from './envelope.ts';

const text = z
  .string()
  .trim()
  .min(1, 'Write your comment')
  .max(COMMENT_TEXT_MAX, `Keep your comment under ${COMMENT_TEXT_MAX} characters`);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const entityTypes = z
  .string()
  .trim()
  .max(100)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(COMMENTABLE_TYPES, { message: 'Use POST, PRODUCT or BUSINESS' })));

/** A comment on a post, product or business, or a reply to one (`parentId`) on the same item. */
export const commentBodySchema = z.object({
  entityType: z.enum(COMMENTABLE_TYPES, { message: 'Use POST, PRODUCT or BUSINESS' }),
  entityId: idSchema,
  text,
  parentId: idSchema.optional(),
  /** The request sends the author along; it must be the signed-in user. */
  userId: idSchema.optional(),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentPatchSchema = z.object({ text });
export type CommentPatch = z.infer<typeof commentPatchSchema>;

/** POST comments/{id}/like and /unlike: the request sends the user, who must be the signed-in one. */
export const commentLikeBodySchema = z.object({ userId: idSchema.optional() }).nullish();

/** Comment filter fields. */
export const commentListQuerySchema = pageQuery(20).extend({
  commentUserIds: idListSchema.optional(),
  commentEntityTypes: entityTypes.optional(),
  commentEntityIds: idListSchema.optional(),
  showComment: flag.optional(),
  parentCommentIds: idListSchema.optional(),
  parentOnly: flag.optional(),
  commentDateRange: dateRangeSchema.optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentSchema = z.object({
  _id: z.string(),
  entityType: z.enum(COMMENTABLE_TYPES),
  entityId: z.string(),
  parentId: z.string().nullable(),
  text: z.string(),
  author: z.object({
    _id: z.string(),
    name: z.string(),
    handle: z.string(),
    avatar: z.string().nullable(),
    /** Holds an approved verification badge: the verified tick shows by the name. */
    isVerified: z.boolean(),
  }),
  /** False once the commented item's owner hid it: then only they and the author see it. */
  show: z.boolean(),
  likes: z.number().int(),
  replies: z.number().int(),
  /** Whether the signed-in viewer likes it (false for visitors). */
  liked: z.boolean(),
  edited: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = paged(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;
