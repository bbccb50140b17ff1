import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ThemeId } from '#shared/themes.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { currentPlanSql } from '../plans/plans.public.ts';
import { businessThemes, themeTerms } from './themes.schema.ts';

export type ThemeTermRow = typeof themeTerms.$inferSelect;
export type NewThemeTerm = typeof themeTerms.$inferInsert;

/** One writer at a time per user's terms of one theme: a purchase, a renewal, the expiry job. */
export async function lockUserTheme(tx: Executor, userId: string, themeId: ThemeId) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('theme:' || ${userId} || ':' || ${themeId}))`,
  );
}

/** The user's ACTIVE terms ending after `at`, soonest first (of one theme, or all). */
export function liveTerms(db: Executor, userId: string, at: Date, themeId?: ThemeId) {
  return db
    .select()
    .from(themeTerms)
    .where(
      and(
        eq(themeTerms.userId, userId),
        eq(themeTerms.status, 'ACTIVE'),
        gt(themeTerms.endsAt, at),
        themeId ? eq(themeTerms.themeId, themeId) : undefined,
      ),
    )
    .orderBy(asc(themeTerms.startsAt));
}

export async function insertTerm(tx: Executor, values: NewThemeTerm) {
  const [row] = await tx.insert(themeTerms).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function endTerm(tx: Executor, id: string) {
  await tx
    .update(themeTerms)
    .set({ status: 'ENDED' })
    .where(and(eq(themeTerms.id, id), eq(themeTerms.status, 'ACTIVE')));
}

export async function setAutoRenew(db: Executor, userId: string, themeId: ThemeId, on: boolean) {
  await db
    .update(themeTerms)
    .set({ autoRenew: on })
    .where(
      and(
        eq(themeTerms.userId, userId),
        eq(themeTerms.themeId, themeId),
        eq(themeTerms.status, 'ACTIVE'),
      ),
    );
}

export async function markReminded(db: Executor, id: string, at: Date) {
  await db.update(themeTerms).set({ remindedAt: at }).where(eq(themeTerms.id, id));
}

const noLaterTerm = sql`NOT EXISTS (SELECT 1 FROM ${themeTerms} later
  WHERE later.user_id = ${themeTerms.userId} AND later.theme_id = ${themeTerms.themeId}
  AND later.status = 'ACTIVE' AND later.starts_at >= ${themeTerms.endsAt} AND later.id <> ${themeTerms.id})`;

/** The last ACTIVE term of each user's theme ending by `until`: reminded, renewed or ended. */
export function lastTermsEndingBy(db: Executor, until: Date, limit: number) {
  return db
    .select()
    .from(themeTerms)
    .where(and(eq(themeTerms.status, 'ACTIVE'), lte(themeTerms.endsAt, until), noLaterTerm))
    .orderBy(asc(themeTerms.endsAt))
    .limit(limit);
}

/** ACTIVE terms already over that a later term of the same theme follows: they simply end. */
export function overTermsWithSuccessor(db: Executor, at: Date, limit: number) {
  return db
    .select({ id: themeTerms.id })
    .from(themeTerms)
    .where(
      and(eq(themeTerms.status, 'ACTIVE'), lte(themeTerms.endsAt, at), sql`NOT (${noLaterTerm})`),
    )
    .limit(limit);
}

/**
 * Whether the owner of a business may show `themeId` now, in SQL: a free theme, a running term
 * of it, or the Pro plan (which includes every paid theme; decision 051).
 */
const ownerHolds = (free: boolean) =>
  free
    ? sql<boolean>`true`
    : sql<boolean>`(${currentPlanSql(sql`${businessesReadOnly}."owner_id"`)} = 'PRO' OR EXISTS (
        SELECT 1 FROM ${themeTerms} t WHERE t.user_id = ${businessesReadOnly}."owner_id"
        AND t.theme_id = ${businessThemes.themeId} AND t.status = 'ACTIVE'
        AND t.starts_at <= now() AND t.ends_at > now()))`;

/** A business, its owner, and its theme row (null without one) with whether its paid theme holds. */
export async function storeTheme(db: Executor, businessId: string, paidThemes: ThemeId[]) {
  const [row] = await db
    .select({
      businessId: businessesReadOnly.id,
      ownerId: businessesReadOnly.ownerId,
      themeId: businessThemes.themeId,
      accent: businessThemes.accent,
      hero: businessThemes.hero,
      holds: sql<boolean>`CASE WHEN ${businessThemes.themeId} IS NULL THEN true
        WHEN ${businessThemes.themeId} IN (${sql.join(
          paidThemes.map((id) => sql`${id}`),
          sql`, `,
        )}) THEN ${ownerHolds(false)} ELSE ${ownerHolds(true)} END`,
    })
    .from(businessesReadOnly)
    .leftJoin(businessThemes, eq(businessThemes.businessId, businessesReadOnly.id))
    .where(eq(businessesReadOnly.id, businessId));
  return row ?? null;
}

/** The businesses a user owns, with the theme each one chose. */
export function ownersStores(db: Executor, ownerId: string) {
  return db
    .select({
      businessId: businessesReadOnly.id,
      name: businessesReadOnly.name,
      handle: businessesReadOnly.handle,
      themeId: businessThemes.themeId,
      accent: businessThemes.accent,
      hero: businessThemes.hero,
    })
    .from(businessesReadOnly)
    .leftJoin(businessThemes, eq(businessThemes.businessId, businessesReadOnly.id))
    .where(eq(businessesReadOnly.ownerId, ownerId))
    .orderBy(asc(businessesReadOnly.name));
}

/** The user's stores that chose `themeId` (told when it ends). */
export async function storesShowing(db: Executor, ownerId: string, themeId: ThemeId) {
  const rows = await db
    .select({ name: businessesReadOnly.name })
    .from(businessThemes)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, businessThemes.businessId))
    .where(and(eq(businessesReadOnly.ownerId, ownerId), eq(businessThemes.themeId, themeId)));
  return rows.map((r) => r.name);
}

export async function chooseTheme(db: Executor, businessId: string, themeId: ThemeId) {
  await db
    .insert(businessThemes)
    .values({ businessId, themeId })
    .onConflictDoUpdate({ target: businessThemes.businessId, set: { themeId } });
}

export async function setStyle(
  db: Executor,
  businessId: string,
  themeId: ThemeId,
  style: { accent: string | null; hero: string | null },
) {
  await db
    .insert(businessThemes)
    .values({ businessId, themeId, ...style })
    .onConflictDoUpdate({ target: businessThemes.businessId, set: style });
}
