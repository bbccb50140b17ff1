import { and, arrayOverlaps, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdKind, AdPlacement, AdStatus } from '#shared/ads.ts';
import type { AdTarget } from '#shared/schemas/ads.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { postsReadOnly } from '../posts/posts.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { ads } from './ads.schema.ts';

export type AdRow = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;

export async function insertAd(tx: Executor, values: NewAd) {
  const [row] = await tx.insert(ads).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export const deleteAd = (tx: Executor, id: string) => tx.delete(ads).where(eq(ads.id, id));

export async function findAd(db: Executor, id: string) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row ?? null;
}

/** Holds an ad for the rest of the transaction: one writer of its money and status at a time. */
export async function lockAd(tx: Executor, id: string) {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return row ?? null;
}

export async function updateAd(tx: Executor, id: string, set: Partial<NewAd>) {
  const [row] = await tx.update(ads).set(set).where(eq(ads.id, id)).returning();
  return row!;
}

export type AdFilter = {
  /** Only these statuses are listed for ads the viewer does not own (null: every status). */
  viewerId: string | null;
  everyStatus: boolean;
  userIds?: string[];
  businessIds?: string[];
  productIds?: string[];
  search?: string;
  active?: boolean;
  statuses?: AdStatus[];
  placements?: AdPlacement[];
};

export async function listAds(db: Executor, f: AdFilter, page: { limit: number; offset: number }) {
  const visible: SQL | undefined = f.everyStatus
    ? undefined
    : f.viewerId
      ? or(eq(ads.status, 'ACTIVE'), eq(ads.ownerId, f.viewerId))
      : eq(ads.status, 'ACTIVE');
  const where = and(
    visible,
    f.userIds ? inArray(ads.ownerId, f.userIds) : undefined,
    f.businessIds ? inArray(ads.businessId, f.businessIds) : undefined,
    f.productIds ? and(eq(ads.kind, 'PRODUCT'), inArray(ads.targetId, f.productIds)) : undefined,
    f.search ? ilike(ads.headline, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.active === undefined
      ? undefined
      : f.active
        ? eq(ads.status, 'ACTIVE')
        : sql`${ads.status} <> 'ACTIVE'`,
    f.statuses ? inArray(ads.status, f.statuses) : undefined,
    f.placements ? arrayOverlaps(ads.placements, f.placements) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(ads)
      .where(where)
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ads)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Ads whose days are over, and ads whose card payment never came (to give up). */
export async function dueToEnd(db: Executor, now: Date, staleBefore: Date) {
  return db
    .select({ id: ads.id })
    .from(ads)
    .where(
      or(
        and(inArray(ads.status, ['PENDING', 'ACTIVE', 'PAUSED']), lte(ads.endsAt, now)),
        and(eq(ads.status, 'AWAITING_PAYMENT'), lte(ads.createdAt, staleBefore)),
      ),
    )
    .limit(500);
}

/** What may be promoted, and who may promote it: its owner, and whose orders count as its sales. */
export type TargetOwner = {
  ownerId: string;
  /** The business behind it (a product's or a store's); a post has none. */
  businessId: string | null;
  categoryId: string | null;
  active: boolean;
};

export async function targetOwner(db: Executor, kind: AdKind, id: string) {
  if (kind === 'PRODUCT') {
    const [row] = await db
      .select({
        ownerId: businessesReadOnly.ownerId,
        businessId: productsReadOnly.businessId,
        categoryId: productsReadOnly.categoryId,
        active: sql<boolean>`${productsReadOnly.isActive} and ${businessesReadOnly.isActive}`,
      })
      .from(productsReadOnly)
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
      .where(eq(productsReadOnly.id, id));
    return (row as TargetOwner | undefined) ?? null;
  }
  if (kind === 'STORE') {
    const [row] = await db
      .select({
        ownerId: businessesReadOnly.ownerId,
        businessId: businessesReadOnly.id,
        categoryId: businessesReadOnly.categoryId,
        active: businessesReadOnly.isActive,
      })
      .from(businessesReadOnly)
      .where(eq(businessesReadOnly.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({
      ownerId: postsReadOnly.authorId,
      active: sql<boolean>`${postsReadOnly.isActive} and not ${postsReadOnly.subscribersOnly}`,
    })
    .from(postsReadOnly)
    .where(eq(postsReadOnly.id, id));
  return row ? { ...row, businessId: null, categoryId: null } : null;
}

/** A card of what each ad promotes, by target id (a target deleted since is left out), and its category. */
export async function cardsOf(db: Executor, wanted: { kind: AdKind; targetId: string }[]) {
  const ids = (kind: AdKind) => [
    ...new Set(wanted.filter((w) => w.kind === kind).map((w) => w.targetId)),
  ];
  const [products, stores, posts] = await Promise.all([
    ids('PRODUCT').length
      ? db
          .select({
            id: productsReadOnly.id,
            name: productsReadOnly.name,
            photos: productsReadOnly.photos,
            priceKobo: productsReadOnly.unitPriceKobo,
            categoryId: productsReadOnly.categoryId,
            store: businessesReadOnly.name,
          })
          .from(productsReadOnly)
          .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
          .where(inArray(productsReadOnly.id, ids('PRODUCT')))
      : [],
    ids('STORE').length
      ? db
          .select({
            id: businessesReadOnly.id,
            name: businessesReadOnly.name,
            handle: businessesReadOnly.handle,
            logo: businessesReadOnly.logoUrl,
            state: businessesReadOnly.state,
            categoryId: businessesReadOnly.categoryId,
          })
          .from(businessesReadOnly)
          .where(inArray(businessesReadOnly.id, ids('STORE')))
      : [],
    ids('POST').length
      ? db
          .select({
            id: postsReadOnly.id,
            text: postsReadOnly.text,
            photos: postsReadOnly.photos,
            poster: postsReadOnly.videoPoster,
            first: usersReadOnly.firstName,
            last: usersReadOnly.lastName,
          })
          .from(postsReadOnly)
          .innerJoin(usersReadOnly, eq(usersReadOnly.id, postsReadOnly.authorId))
          .where(inArray(postsReadOnly.id, ids('POST')))
      : [],
  ]);
  const cards = new Map<string, AdTarget>();
  /** Each product's and store's category: sponsored cards beside a category's list belong to it. */
  const categories = new Map<string, string | null>();
  for (const p of products) categories.set(p.id, p.categoryId);
  for (const s of stores) categories.set(s.id, s.categoryId);
  for (const p of products)
    cards.set(p.id, {
      _id: p.id,
      title: p.name,
      subtitle: p.store,
      image: p.photos[0] ?? null,
      price: koboToNaira(p.priceKobo),
      path: `/product/${p.id}`,
    });
  for (const s of stores)
    cards.set(s.id, {
      _id: s.id,
      title: s.name,
      subtitle: s.state,
      image: s.logo,
      price: null,
      path: `/store/${s.handle}`,
    });
  for (const p of posts)
    cards.set(p.id, {
      _id: p.id,
      title: postTitle(p.text),
      subtitle: `${p.first} ${p.last}`.trim(),
      image: p.photos[0] ?? p.poster,
      price: null,
      path: `/post/${p.id}`,
    });
  return { cards, categories };
}

/** A post's first line, short enough for a card. */
function postTitle(text: string) {
  const line =
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? 'A post';
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}
