import type { Review, ReviewBody, ReviewPatch } from '#shared/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import * as repo from './reviews.repo.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

function view(r: repo.ReviewRow): Review {
  return {
    _id: r.review.id,
    rating: r.review.rating,
    comment: r.review.comment,
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

/** Reviews by customers who received what they review; one per product or business each. */
export function createReviewsService({ db }: { db: Db }) {
  async function one(id: string) {
    const row = await repo.findReviewRow(db, id);
    if (!row) throw notFound('Review');
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
      const id = await repo.insertReview(db, {
        customerId,
        businessId,
        productId,
        rating: body.rating,
        comment: body.comment,
      });
      if (!id) throw conflict('You have already reviewed this; edit your review instead');
      return one(id);
    },

    async update(customerId: string, id: string, patch: ReviewPatch) {
      const updated = await repo.updateOwnReview(db, id, customerId, {
        ...(patch.rating === undefined ? {} : { rating: patch.rating }),
        ...(patch.comment === undefined ? {} : { comment: patch.comment }),
      });
      if (!updated) throw notFound('Review');
      return one(id);
    },
  };
}
