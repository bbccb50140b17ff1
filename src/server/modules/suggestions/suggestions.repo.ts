import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { koboToNaira } from '#shared/money.ts';
import type {
  BusinessSuggestion,
  CategorySuggestion,
  CreatorSuggestion,
  ProductSuggestion,
} from '#shared/schemas/suggestions.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { categoriesReadOnly } from '../reference/reference.public.ts';
import { userFollowsReadOnly } from '../social/social.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/*
 * What suggestions may show, read whole (one query per kind) through the owners' read-only
 * handles, most popular first: only what the public catalogue shows (active products of active
 * businesses, active businesses, creators).
 */

/** Active products of active businesses, most liked first. */
export async function suggestibleProducts(db: Executor): Promise<ProductSuggestion[]> {
  const p = productsReadOnly;
  const b = businessesReadOnly;
  const rows = await db
    .select({
      _id: p.id,
      name: p.name,
      unitPriceKobo: p.unitPriceKobo,
      photo: sql<string | null>`${p.photos}[1]`,
      businessName: b.name,
      businessHandle: b.handle,
    })
    .from(p)
    .innerJoin(b, eq(b.id, p.businessId))
    .where(and(eq(p.isActive, true), eq(b.isActive, true)))
    .orderBy(desc(p.likeCount), asc(p.name), asc(p.id));
  return rows.map(({ unitPriceKobo, ...r }) => ({ ...r, unitPrice: koboToNaira(unitPriceKobo) }));
}

/** Active businesses, most followed first. */
export async function suggestibleBusinesses(db: Executor): Promise<BusinessSuggestion[]> {
  const b = businessesReadOnly;
  return db
    .select({ _id: b.id, name: b.name, handle: b.handle, logo: b.logoUrl })
    .from(b)
    .where(eq(b.isActive, true))
    .orderBy(desc(b.followerCount), asc(b.name), asc(b.id));
}

/** Creators (users who may post), most followed first. */
export async function suggestibleCreators(db: Executor): Promise<CreatorSuggestion[]> {
  const u = usersReadOnly;
  const followers = sql`(SELECT count(*) FROM ${userFollowsReadOnly}
    WHERE ${userFollowsReadOnly.followeeId} = ${u.id})`;
  const rows = await db
    .select({
      _id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      handle: u.handle,
      avatar: u.avatarUrl,
    })
    .from(u)
    .where(eq(u.hasPost, true))
    .orderBy(desc(followers), asc(u.firstName), asc(u.lastName), asc(u.id));
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

/** Categories, those with the most products on show first. */
export async function suggestibleCategories(db: Executor): Promise<CategorySuggestion[]> {
  const c = categoriesReadOnly;
  const p = productsReadOnly;
  const shown = sql`(SELECT count(*) FROM ${p}
    WHERE ${p.categoryId} = ${c.id} AND ${p.isActive})`;
  return db
    .select({ _id: c.id, name: c.name, slug: c.slug })
    .from(c)
    .orderBy(desc(shown), asc(c.name));
}
