import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { koboToNaira } from '#shared/money.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { prepared } from '../../db/prepared.ts';
import {
  businessCustomers,
  businessDeliveryFees,
  businessFollowers,
  businessLikes,
  businesses,
  marketplaceRequests,
} from './businesses.schema.ts';

export type BusinessSummary = { _id: string; name: string; handle: string; logo: string | null };
export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;

const summary = {
  _id: businesses.id,
  name: businesses.name,
  handle: businesses.handle,
  logo: businesses.logoUrl,
};

const ownedBy = prepared((db) =>
  db
    .select(summary)
    .from(businesses)
    .where(eq(businesses.ownerId, sql.placeholder('ownerId')))
    .orderBy(asc(businesses.id))
    .prepare('businesses_owned_by'),
);

export function listBusinessesOwnedBy(db: Executor, ownerId: string): Promise<BusinessSummary[]> {
  return ownedBy(db).execute({ ownerId });
}

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

type Fees = { defaultFee: number; stateFees: { state: string; fee: number }[] };

/** Rows → the Business DTO, with fees and the latest marketplace request, in two queries. */
export async function toBusinessDtos(db: Executor, rows: BusinessRow[]): Promise<Business[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [fees, requests] = await Promise.all([
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
  ]);
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
      deliveryFees,
      followers: r.followerCount,
      likes: r.likeCount,
      marketplaceRequest: request
        ? { status: request.status, requestedAt: request.createdAt.toISOString() }
        : null,
      // The ledger arrives with orders; until then nothing has been earned or withdrawn.
      total_revenue: 0,
      curr_balance: 0,
      total_withdrawn: 0,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export type BusinessFilter = { search?: SearchQuery; state?: string; categoryIds?: string[] };

function filterConditions(f: BusinessFilter): SQL[] {
  const where: SQL[] = [eq(businesses.isActive, true)];
  if (f.state) where.push(sql`lower(${businesses.state}) = lower(${f.state})`);
  if (f.categoryIds?.length) where.push(inArray(businesses.categoryId, f.categoryIds));
  if (f.search) {
    where.push(
      sql`to_tsvector('simple', ${businesses.searchText}) @@ to_tsquery('simple', ${f.search.query})`,
    );
  }
  return where;
}

/** A page of active businesses, best match first when searching, most followed first otherwise. */
export async function listBusinessRows(
  db: Executor,
  f: BusinessFilter,
  page: { limit: number; offset: number },
) {
  const where = and(...filterConditions(f));
  const order = f.search
    ? [
        desc(sql`ts_rank(to_tsvector('simple', ${businesses.searchText}), to_tsquery('simple', ${f.search.query}))
          + ts_rank(to_tsvector('simple', ${businesses.searchText}), to_tsquery('simple', ${f.search.exact}))`),
        desc(businesses.id),
      ]
    : [desc(businesses.followerCount), desc(businesses.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every distinct word of the businesses' searchable text (the typo-tolerance vocabulary). */
export async function searchVocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM businesses')
        WHERE length(word) >= 4`,
  );
  return rows.map((r) => r.word);
}

export function popularBusinessRows(db: Executor, limit: number) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(desc(businesses.followerCount), desc(businesses.likeCount), desc(businesses.id))
    .limit(limit);
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

export async function pendingMarketplaceRequest(
  db: Executor,
  businessId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceRequests.id })
    .from(marketplaceRequests)
    .where(
      and(
        eq(marketplaceRequests.businessId, businessId),
        eq(marketplaceRequests.status, 'PENDING'),
      ),
    );
  return Boolean(row);
}

export async function insertMarketplaceRequest(db: Executor, businessId: string): Promise<void> {
  await db.insert(marketplaceRequests).values({ businessId });
}

/** Adds or removes a follow or like and keeps the counter in step, in one transaction. */
export async function setRelation(
  db: Executor,
  kind: 'follow' | 'like',
  businessId: string,
  userId: string,
  on: boolean,
): Promise<void> {
  const table = kind === 'follow' ? businessFollowers : businessLikes;
  const counter = kind === 'follow' ? businesses.followerCount : businesses.likeCount;
  const changed = on
    ? await db
        .insert(table)
        .values({ businessId, userId })
        .onConflictDoNothing()
        .returning({ id: table.businessId })
    : await db
        .delete(table)
        .where(and(eq(table.businessId, businessId), eq(table.userId, userId)))
        .returning({ id: table.businessId });
  if (changed.length === 0) return;
  await db
    .update(businesses)
    .set({ [kind === 'follow' ? 'followerCount' : 'likeCount']: sql`${counter} + ${on ? 1 : -1}` })
    .where(eq(businesses.id, businessId));
}

export async function listFollowers(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(businessFollowers.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: businessFollowers.userId, followedAt: businessFollowers.createdAt })
      .from(businessFollowers)
      .where(where)
      .orderBy(desc(businessFollowers.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businessFollowers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A business's customers, most recent buyers first. */
export async function listCustomers(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(businessCustomers.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businessCustomers)
      .where(where)
      .orderBy(desc(businessCustomers.lastOrderAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businessCustomers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const followedBy = prepared((db) =>
  db
    .select({ id: businessFollowers.businessId })
    .from(businessFollowers)
    .where(eq(businessFollowers.userId, sql.placeholder('userId')))
    .orderBy(desc(businessFollowers.createdAt))
    .limit(1000)
    .prepare('business_ids_followed_by'),
);

/** The businesses a user follows, newest first (at most 1000, for the profile). */
export async function followedBusinessIds(db: Executor, userId: string): Promise<string[]> {
  return (await followedBy(db).execute({ userId })).map((r) => r.id);
}

/** What checkout needs of a business: whether it sells now, and its fee for a state. */
export async function checkoutTerms(db: Executor, businessId: string, state: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      isActive: businesses.isActive,
      takingOrders: businesses.takingOrders,
      feeKobo: sql<string>`coalesce((SELECT f.fee_kobo FROM ${businessDeliveryFees} f
        WHERE f.business_id = ${businesses.id} AND f.state = ${state}), ${businesses.defaultDeliveryFeeKobo})::text`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? { ...row, feeKobo: BigInt(row.feeKobo) } : null;
}

/** Counts a paid order towards the business's customer list. */
export async function recordCustomer(
  db: Executor,
  businessId: string,
  userId: string,
  amountKobo: bigint,
) {
  await db
    .insert(businessCustomers)
    .values({ businessId, userId, orders: 1, totalSpentKobo: amountKobo })
    .onConflictDoUpdate({
      target: [businessCustomers.businessId, businessCustomers.userId],
      set: {
        orders: sql`${businessCustomers.orders} + 1`,
        totalSpentKobo: sql`${businessCustomers.totalSpentKobo} + ${amountKobo}`,
        lastOrderAt: sql`now()`,
      },
    });
}
