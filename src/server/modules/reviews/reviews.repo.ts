import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { reviews } from './reviews.schema.ts';

export type ReviewFilter = { productId?: string; businessId?: string; customerId?: string };

function conditions(f: ReviewFilter): SQL | undefined {
  return and(
    f.productId ? eq(reviews.productId, f.productId) : undefined,
    // A business's reviews are those of the business itself, not of its products.
    f.businessId ? and(eq(reviews.businessId, f.businessId), isNull(reviews.productId)) : undefined,
    f.customerId ? eq(reviews.customerId, f.customerId) : undefined,
  );
}

/** Reviews with their author, product and business, as every review answer shows them. */
function selectReviews(db: Executor) {
  return db
    .select({
      review: reviews,
      customer: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        avatar: usersReadOnly.avatarUrl,
      },
      product: { id: productsReadOnly.id, name: productsReadOnly.name },
      business: { id: businessesReadOnly.id, name: businessesReadOnly.name },
    })
    .from(reviews)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, reviews.customerId))
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, reviews.businessId))
    .leftJoin(productsReadOnly, eq(productsReadOnly.id, reviews.productId));
}

export async function listReviews(
  db: Executor,
  f: ReviewFilter,
  page: { limit: number; offset: number },
) {
  const where = conditions(f);
  const [rows, [summary]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
      })
      .from(reviews)
      .where(where),
  ]);
  return {
    rows,
    total: summary?.count ?? 0,
    average: summary?.average ? Number(summary.average) : 0,
  };
}
export type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

export async function findReviewRow(db: Executor, id: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

/** The business a review is about (a product's, or the business itself) and its owner. */
export async function reviewedBusiness(
  db: Executor,
  target: { productId: string } | { businessId: string },
) {
  const [row] =
    'productId' in target
      ? await db
          .select({ businessId: businessesReadOnly.id, ownerId: businessesReadOnly.ownerId })
          .from(productsReadOnly)
          .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
          .where(eq(productsReadOnly.id, target.productId))
      : await db
          .select({ businessId: businessesReadOnly.id, ownerId: businessesReadOnly.ownerId })
          .from(businessesReadOnly)
          .where(eq(businessesReadOnly.id, target.businessId));
  return row ?? null;
}

/** Whether the customer has a RECEIVED order of the product (or from the business). */
export async function hasReceived(
  db: Executor,
  customerId: string,
  target: { productId: string } | { businessId: string },
) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(ordersReadOnly)
    .where(
      and(
        eq(ordersReadOnly.customerId, customerId),
        eq(ordersReadOnly.status, 'RECEIVED'),
        'productId' in target
          ? sql`EXISTS (SELECT 1 FROM ${orderItemsReadOnly} i WHERE i.order_id = ${ordersReadOnly.id} AND i.product_id = ${target.productId})`
          : eq(ordersReadOnly.businessId, target.businessId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a review; null when this customer already reviewed it. */
export async function insertReview(
  db: Executor,
  values: {
    customerId: string;
    businessId: string;
    productId: string | null;
    rating: number;
    comment: string;
    photos: string[];
  },
) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row?.id ?? null;
}

export async function updateOwnReview(
  db: Executor,
  id: string,
  customerId: string,
  patch: { rating?: number; comment?: string; photos?: string[] },
) {
  const [row] = await db
    .update(reviews)
    .set(patch)
    .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId)))
    .returning({ id: reviews.id });
  return row?.id ?? null;
}
