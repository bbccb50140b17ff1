import type { Review, ReviewBody, ReviewPatch } from '#shared/schemas/reviews.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import type { MediaCheck } from '../../media.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { reviewPosted } from './reviews.public.ts';
import * as repo from './reviews.repo.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

function view(r: repo.ReviewRow): Review {
  return {
    _id: r.review.id,
    rating: r.review.rating,
    comment: r.review.comment,
    photos: r.review.photos,
    customer: {
      _id: r.customer.id,
      name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
      avatar: r.customer.avatar,
    },
    product: r.product ? { _id: r.product.id, name: r.product.name } : null,
    business: { _id: r.business.id, name: r.business.name },
    createdAt: r.review.createdAt.toISOString(),
    updatedAt: r.review.updatedAt.toISOString(),
  };
}

/** Stored pictures are WebP files (a video upload is not a photo). */
const PICTURE_FILE = /\.webp$/i;

/**
 * Reviews by customers who received what they review; one per product or business each, with
 * up to three photos the customer uploaded. Each write tells `reviewPosted` how the review
 * stands (rewards gives a first photo its points, decision 060).
 */
export function createReviewsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  checkMedia: MediaCheck;
}) {
  const { db } = deps;

  /** Photos must be pictures the customer uploaded to Oja: 400, before anything is written. */
  async function checkPhotos(photos: string[] | undefined, customerId: string) {
    if (!photos?.length) return;
    if (!photos.every((url) => PICTURE_FILE.test(url)))
      throw badRequest({ photos: 'Upload the picture to Oja first' });
    await deps.checkMedia(photos, 'photos', customerId);
  }

  /** The review as written, told to whoever listens, in the transaction that wrote it. */
  async function written(tx: Tx, publish: Publish, id: string) {
    const row = await repo.findReviewRow(tx, id);
    if (!row) throw notFound('Review');
    await publish(reviewPosted, {
      reviewId: row.review.id,
      customerId: row.review.customerId,
      businessId: row.review.businessId,
      productId: row.review.productId,
      hasPhotos: row.review.photos.length > 0,
      title: row.product?.name ?? row.business.name,
    });
    return view(row);
  }

  return {
    async list(
      q: { reviewProductId?: string; reviewBusinessId?: string; reviewCustomerId?: string },
      page: number,
      limit: number,
    ) {
      const { rows, total, average } = await repo.listReviews(
        db,
        {
          productId: q.reviewProductId,
          businessId: q.reviewBusinessId,
          customerId: q.reviewCustomerId,
        },
        offsetOf(page, limit),
      );
      return { ...pageOf(rows.map(view), total, page, limit), rating: { average, count: total } };
    },

    async create(customerId: string, body: ReviewBody) {
      const productId = body.reviewProductId ?? null;
      const target = productId ? { productId } : { businessId: body.reviewBusinessId! };
      const reviewed = await repo.reviewedBusiness(db, target);
      if (!reviewed) {
        if (productId) throw badRequest({ reviewProductId: 'This product no longer exists' });
        throw notFound('Business');
      }
      const { businessId } = reviewed;
      if (reviewed.ownerId === customerId)
        throw forbidden(
          productId
            ? 'You cannot review a product of your own business'
            : 'You cannot review your own business',
        );
      if (!(await repo.hasReceived(db, customerId, target)))
        throw forbidden('You can review only what you have received');
      await checkPhotos(body.photos, customerId);
      return deps.events.transaction(async (tx, publish) => {
        const id = await repo.insertReview(tx, {
          customerId,
          businessId,
          productId,
          rating: body.rating,
          comment: body.comment,
          photos: body.photos,
        });
        if (!id) throw conflict('You have already reviewed this; edit your review instead');
        return written(tx, publish, id);
      });
    },

    async update(customerId: string, id: string, patch: ReviewPatch) {
      await checkPhotos(patch.photos, customerId);
      return deps.events.transaction(async (tx, publish) => {
        const updated = await repo.updateOwnReview(tx, id, customerId, {
          ...(patch.rating === undefined ? {} : { rating: patch.rating }),
          ...(patch.comment === undefined ? {} : { comment: patch.comment }),
          ...(patch.photos === undefined ? {} : { photos: patch.photos }),
        });
        if (!updated) throw notFound('Review');
        return written(tx, publish, id);
      });
    },
  };
}
