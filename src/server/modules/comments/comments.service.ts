import type {
  Comment,
  CommentBody,
  CommentListQuery,
  CommentPatch,
} from '#shared/schemas/comments.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf, parseDateRange } from '../../paging.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import * as repo from './comments.repo.ts';

export type CommentsService = ReturnType<typeof createCommentsService>;

function view(r: repo.CommentRow): Comment {
  return {
    _id: r.comment.id,
    entityType: r.comment.entityType,
    entityId: r.comment.entityId,
    parentId: r.comment.parentId,
    text: r.comment.text,
    author: {
      _id: r.author.id,
      name: `${r.author.firstName} ${r.author.lastName}`.trim(),
      handle: r.author.handle,
      avatar: r.author.avatar,
      isVerified: r.author.isVerified,
    },
    show: r.comment.isShown,
    likes: r.comment.likeCount,
    replies: r.replies,
    liked: r.liked,
    edited: r.comment.editedAt !== null,
    createdAt: r.comment.createdAt.toISOString(),
  };
}

/**
 * Comments and replies on posts, products and businesses. Others see shown comments on items
 * they can see; the item's owner hides and shows them; authors edit their own.
 */
export function createCommentsService({
  db,
  interactions,
}: {
  db: Db;
  interactions: InteractionsService;
}) {
  async function one(id: string, viewerId: string | null): Promise<Comment> {
    const row = await repo.findVisibleComment(db, id, viewerId);
    if (!row) throw notFound('Comment');
    return view(row);
  }

  return {
    async list(q: CommentListQuery, viewerId: string | null) {
      const { from, to } = parseDateRange(q.commentDateRange, 'commentDateRange');
      const { rows, total } = await repo.listComments(
        db,
        {
          userIds: q.commentUserIds,
          entityTypes: q.commentEntityTypes,
          entityIds: q.commentEntityIds,
          shown: q.showComment,
          parentIds: q.parentCommentIds,
          parentOnly: q.parentOnly,
          from,
          to,
        },
        viewerId,
        offsetOf(q.page, q.limit),
      );
      return pageOf(rows.map(view), total, q.page, q.limit);
    },

    get: one,

    async create(authorId: string, body: CommentBody): Promise<Comment> {
      const owner = await repo.visibleItemOwner(db, body.entityType, body.entityId, authorId);
      if (owner === undefined)
        throw notFound(
          body.entityType === 'POST'
            ? 'Post'
            : body.entityType === 'PRODUCT'
              ? 'Product'
              : 'Business',
        );
      let parentAuthorId: string | null = null;
      if (body.parentId) {
        const parent = await repo.findVisibleComment(db, body.parentId, authorId);
        if (!parent || parent.comment.entityId !== body.entityId)
          throw badRequest({ parentId: 'Reply to a comment on the same item' });
        parentAuthorId = parent.comment.authorId;
      }
      const id = await db.transaction(async (tx) => {
        const commentId = await repo.insertComment(tx, {
          authorId,
          entityType: body.entityType,
          entityId: body.entityId,
          parentId: body.parentId ?? null,
          text: body.text,
        });
        // A reply tells the comment's author; a comment tells the owner of what it is on.
        if (body.parentId && parentAuthorId)
          await interactions.record(tx, {
            userId: authorId,
            entityType: 'COMMENT',
            entityId: body.parentId,
            type: 'REPLY_COMMENT',
            ownerId: parentAuthorId,
          });
        else if (owner)
          await interactions.record(tx, {
            userId: authorId,
            entityType: body.entityType,
            entityId: body.entityId,
            type: 'NEW_COMMENT',
            ownerId: owner,
          });
        return commentId;
      });
      return one(id, authorId);
    },

    async update(userId: string, id: string, patch: CommentPatch): Promise<Comment> {
      await db.transaction(async (tx) => {
        const found = await repo.lockComment(tx, id);
        if (!found || !(await repo.findVisibleComment(tx, id, userId))) throw notFound('Comment');
        if (found.authorId !== userId) throw forbidden('You can only edit your own comments');
        await repo.updateComment(tx, id, { text: patch.text, editedAt: new Date() });
      });
      return one(id, userId);
    },

    /** The commented item's owner hides a comment from others, or shows it again. */
    async toggle(userId: string, id: string, value?: boolean): Promise<Comment> {
      await db.transaction(async (tx) => {
        const found = await repo.lockComment(tx, id);
        if (!found || !(await repo.findVisibleComment(tx, id, userId))) throw notFound('Comment');
        const owner = await repo.visibleItemOwner(tx, found.entityType, found.entityId, userId);
        if (owner !== userId)
          throw forbidden('Only the owner of what was commented on can hide a comment');
        await repo.updateComment(tx, id, { isShown: value ?? !found.isShown });
      });
      return one(id, userId);
    },

    /**
     * Oja removes a reported comment (hidden from all but its author; the item's owner cannot
     * show it again), or, with no reason, restores it. In the console's transaction.
     */
    async removeByOja(tx: Executor, id: string, reason: string | null) {
      const found = await repo.lockComment(tx, id);
      if (!found) throw notFound('Comment');
      await repo.updateComment(
        tx,
        id,
        reason === null
          ? { isShown: true, removedAt: null, removedReason: null }
          : { isShown: false, removedAt: new Date(), removedReason: reason },
      );
      return { wasRemoved: found.removedAt !== null };
    },

    async setLike(id: string, userId: string, on: boolean): Promise<Comment> {
      const comment = await one(id, userId);
      await db.transaction(async (tx) => {
        if (!(await repo.setCommentLike(tx, id, userId, on))) return;
        const like = { userId, entityType: 'COMMENT', entityId: id, type: 'LIKE' } as const;
        if (on) await interactions.record(tx, { ...like, ownerId: comment.author._id });
        else await interactions.forget(tx, like);
      });
      return one(id, userId);
    },
  };
}
