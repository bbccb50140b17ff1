import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { koboToNaira } from '#shared/money.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Executor } from '../../db/client.ts';
import { badgeRequestsReadOnly } from '../badges/badges.public.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { businessDeliveryFees, businesses, marketplaceRequests } from './businesses.schema.ts';

export type BusinessSummary = { _id: string; name: string; handle: string; logo: string | null };
export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;

const summary = {
  _id: businesses.id,
  name: businesses.name,
  handle: businesses.handle,
  logo: businesses.logoUrl,
};

export async function findOwnedBusiness(
  db: Executor,
  ownerId: string,
  businessId: string,
): Promise<BusinessSummary | null> {
  const [row] = await db
    .select(summary)
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, ownerId)));
  return row ?? null;
}

/** Inserts a business; null when its handle is taken. */
export async function insertBusiness(
  db: Executor,
  values: NewBusiness,
): Promise<BusinessRow | null> {
  try {
    const [row] = await db.insert(businesses).values(values).returning();
    return row!;
  } catch (err) {
    if (uniqueViolation(err) === 'businesses_handle_key') return null;
    throw err;
  }
}

/** Updates a business; null when the new handle is taken. */
export async function updateBusiness(
  db: Executor,
  id: string,
  patch: Partial<NewBusiness>,
): Promise<BusinessRow | null> {
  try {
    const [row] = await db.update(businesses).set(patch).where(eq(businesses.id, id)).returning();
    return row ?? null;
  } catch (err) {
    if (uniqueViolation(err) === 'businesses_handle_key') return null;
    throw err;
  }
}

export async function handleTaken(
  db: Executor,
  handle: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.handle, handle));
  return Boolean(row && row.id !== exceptId);
}

export async function findBusinessRow(
  db: Executor,
  where: { id: string } | { handle: string },
): Promise<BusinessRow | null> {
  const condition =
    'id' in where ? eq(businesses.id, where.id) : eq(businesses.handle, where.handle);
  const [row] = await db.select().from(businesses).where(condition);
  return row ?? null;
}

/** Flips a boolean flag in one statement (no read-then-write race). */
export async function toggleFlag(
  db: Executor,
  id: string,
  flag: 'isActive' | 'takingOrders' | 'acceptsReturns',
  value?: boolean,
): Promise<void> {
  const column = businesses[flag];
  await db
    .update(businesses)
    .set({ [flag]: value === undefined ? sql`NOT ${column}` : value })
    .where(eq(businesses.id, id));
}

/** Shows or hides these of the owner's stores; the ids that changed. */
export async function setStoresActive(
  db: Executor,
  ownerId: string,
  active: boolean,
  ids?: string[],
): Promise<string[]> {
  const rows = await db
    .update(businesses)
    .set({ isActive: active })
    .where(
      and(
        eq(businesses.ownerId, ownerId),
        eq(businesses.isActive, !active),
        ids ? inArray(businesses.id, ids) : undefined,
      ),
    )
    .returning({ id: businesses.id });
  return rows.map((r) => r.id);
}

type Fees = { defaultFee: number; stateFees: { state: string; fee: number }[] };

/** Rows → the Business DTO, with fees and the latest marketplace request, in two queries. */
export async function toBusinessDtos(db: Executor, rows: BusinessRow[]): Promise<Business[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [fees, requests, verified] = await Promise.all([
    db
      .select()
      .from(businessDeliveryFees)
      .where(inArray(businessDeliveryFees.businessId, ids))
      .orderBy(asc(businessDeliveryFees.state)),
    db
      .selectDistinctOn([marketplaceRequests.businessId])
      .from(marketplaceRequests)
      .where(inArray(marketplaceRequests.businessId, ids))
      .orderBy(marketplaceRequests.businessId, desc(marketplaceRequests.createdAt)),
    db
      .selectDistinct({ id: badgeRequestsReadOnly.subjectId })
      .from(badgeRequestsReadOnly)
      .where(
        and(
          inArray(badgeRequestsReadOnly.subjectId, ids),
          eq(badgeRequestsReadOnly.status, 'APPROVED'),
        ),
      ),
  ]);
  const verifiedIds = new Set(verified.map((v) => v.id));
  return rows.map((r) => {
    const request = requests.find((q) => q.businessId === r.id);
    const deliveryFees: Fees = {
      defaultFee: koboToNaira(r.defaultDeliveryFeeKobo),
      stateFees: fees
        .filter((f) => f.businessId === r.id)
        .map((f) => ({ state: f.state, fee: koboToNaira(f.feeKobo) })),
    };
    return {
      _id: r.id,
      ownerId: r.ownerId,
      name: r.name,
      handle: r.handle,
      description: r.description,
      categoryId: r.categoryId,
      tagIds: r.tagIds,
      logo: r.logoUrl,
      cover: r.coverUrl,
      phone: r.phone,
      email: r.email,
      address: { street: r.street, city: r.city, lga: r.lga, state: r.state, country: r.country },
      active: r.isActive,
      takingOrders: r.takingOrders,
      acceptsReturns: r.acceptsReturns,
      resaleAllowedByDefault: r.resaleAllowedByDefault,
      defaultAffiliateCommission: r.defaultAffiliateCommission,
      deliveryFees,
      followers: r.followerCount,
      likes: r.likeCount,
      isVerified: verifiedIds.has(r.id),
      marketplaceRequest: request
        ? {
            status: request.status,
            requestedAt: request.createdAt.toISOString(),
            reviewedAt: request.reviewedAt?.toISOString() ?? null,
            reason: request.reason,
          }
        : null,
      // The ledger arrives with orders; until then nothing has been earned or withdrawn.
      total_revenue: 0,
      curr_balance: 0,
      total_withdrawn: 0,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function replaceDeliveryFees(
  db: Executor,
  businessId: string,
  defaultFeeKobo: bigint,
  stateFees: { state: string; feeKobo: bigint }[],
) {
  await db
    .update(businesses)
    .set({ defaultDeliveryFeeKobo: defaultFeeKobo })
    .where(eq(businesses.id, businessId));
  await db.delete(businessDeliveryFees).where(eq(businessDeliveryFees.businessId, businessId));
  if (stateFees.length > 0) {
    await db
      .insert(businessDeliveryFees)
      .values(stateFees.map((f) => ({ businessId, state: f.state, feeKobo: f.feeKobo })));
  }
}

/** A new listing request, unless one waits already (false then). */
export async function insertMarketplaceRequest(db: Executor, businessId: string): Promise<boolean> {
  const rows = await db
    .insert(marketplaceRequests)
    .values({ businessId })
    .onConflictDoNothing()
    .returning({ id: marketplaceRequests.id });
  return rows.length > 0;
}

/** What checkout needs of a business: its owner, whether it sells now, and its fee for a state. */
export async function checkoutTerms(db: Executor, businessId: string, state: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      ownerId: businesses.ownerId,
      isActive: businesses.isActive,
      takingOrders: businesses.takingOrders,
      feeKobo: sql<string>`coalesce((SELECT f.fee_kobo FROM ${businessDeliveryFees} f
        WHERE f.business_id = ${businesses.id} AND f.state = ${state}), ${businesses.defaultDeliveryFeeKobo})::text`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? { ...row, feeKobo: BigInt(row.feeKobo) } : null;
}

/**
 * How many businesses a user owns, counted while no other creation for them can run (the plan's
 * limit holds under concurrent requests).
 */
export async function lockAndCountOwned(tx: Executor, ownerId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('businesses-of:' || ${ownerId}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId));
  return row?.n ?? 0;
}

const listedStores = eq(businesses.isActive, true);

/** How many storefronts search engines are told of: the open businesses. */
export async function countSitemapStores(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(listedStores);
  return row?.n ?? 0;
}

/** A slice of the open storefronts, in a stable order, with when each last changed. */
export async function listSitemapStores(db: Executor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ handle: businesses.handle, lastmod: businesses.updatedAt })
    .from(businesses)
    .where(listedStores)
    .orderBy(asc(businesses.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ path: `/store/${r.handle}`, lastmod: r.lastmod }));
}
