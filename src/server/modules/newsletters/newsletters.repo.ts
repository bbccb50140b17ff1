import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { newsletterDeliveries, newsletterSubscribers, newsletters } from './newsletters.schema.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;

/**
 * Asks for the newsletter: a new row, or the existing one made pending again with a new link
 * version (unless already confirmed, which stays as it is). Returns the row as it now is.
 */
export async function upsertSubscriber(
  db: Executor,
  values: { businessId: string; email: string; userId: string | null },
): Promise<SubscriberRow> {
  const s = newsletterSubscribers;
  const [row] = await db
    .insert(s)
    .values(values)
    .onConflictDoUpdate({
      target: [s.businessId, s.email],
      set: {
        status: sql`CASE WHEN ${s.status} = 'confirmed' THEN 'confirmed' ELSE 'pending' END`,
        linkVersion: sql`CASE WHEN ${s.status} = 'confirmed' THEN ${s.linkVersion} ELSE ${s.linkVersion} + 1 END`,
        userId: sql`coalesce(${s.userId}, excluded.user_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** A subscriber with the business whose newsletter it is. */
export async function findSubscriber(db: Executor, id: string) {
  const [row] = await db
    .select({
      row: newsletterSubscribers,
      business: { name: businessesReadOnly.name, handle: businessesReadOnly.handle },
    })
    .from(newsletterSubscribers)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, newsletterSubscribers.businessId))
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

export async function setSubscriberStatus(
  db: Executor,
  id: string,
  status: 'confirmed' | 'unsubscribed',
) {
  await db
    .update(newsletterSubscribers)
    .set({ status, ...(status === 'confirmed' ? { confirmedAt: new Date() } : {}) })
    .where(eq(newsletterSubscribers.id, id));
}

export async function listSubscribers(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const s = newsletterSubscribers;
  const [rows, counts] = await Promise.all([
    db
      .select({ email: s.email, status: s.status, since: s.updatedAt })
      .from(s)
      .where(eq(s.businessId, businessId))
      .orderBy(desc(s.updatedAt), desc(s.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ status: s.status, n: count() })
      .from(s)
      .where(eq(s.businessId, businessId))
      .groupBy(s.status),
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  return {
    rows,
    counts: {
      confirmed: by.confirmed ?? 0,
      pending: by.pending ?? 0,
      unsubscribed: by.unsubscribed ?? 0,
    },
  };
}

const withCounts = {
  row: newsletters,
  recipients: sql<number>`(SELECT count(*)::int FROM ${newsletterDeliveries} d WHERE d.newsletter_id = ${newsletters.id})`,
  delivered: sql<number>`(SELECT count(*)::int FROM ${newsletterDeliveries} d WHERE d.newsletter_id = ${newsletters.id} AND d.status = 'sent')`,
};

export async function findNewsletter(db: Executor, businessId: string, id: string) {
  const [row] = await db
    .select(withCounts)
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.businessId, businessId)));
  return row ?? null;
}

export async function listNewsletters(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(newsletters)
      .where(eq(newsletters.businessId, businessId))
      .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(newsletters).where(eq(newsletters.businessId, businessId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertNewsletter(
  db: Executor,
  values: { businessId: string; subject: string; body: string; productIds: string[] },
): Promise<string> {
  const [row] = await db.insert(newsletters).values(values).returning({ id: newsletters.id });
  return row!.id;
}

/** Changes a draft; false when it is not a draft (any more). */
export async function updateDraft(
  db: Executor,
  id: string,
  values: Partial<Pick<NewsletterRow, 'subject' | 'body' | 'productIds'>>,
): Promise<boolean> {
  const done = await db
    .update(newsletters)
    .set(values)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning({ id: newsletters.id });
  return done.length > 0;
}

export async function deleteDraft(db: Executor, id: string): Promise<boolean> {
  const done = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning({ id: newsletters.id });
  return done.length > 0;
}

/** Newsletters the business has sent (or is sending) since the start of this Lagos month. */
export async function countSentThisMonth(tx: Tx, businessId: string): Promise<number> {
  // One send at a time per business, so two sends at once cannot both pass the plan's limit.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('newsletters-of:' || ${businessId}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.businessId, businessId),
        sql`${newsletters.status} <> 'draft'`,
        sql`${newsletters.sentAt} >= date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos'`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Starts sending a draft: it becomes `sending`, and one delivery is queued for each confirmed
 * subscriber. Returns how many, or null when it was not a draft.
 */
export async function startSending(tx: Tx, businessId: string, id: string) {
  const started = await tx
    .update(newsletters)
    .set({ status: 'sending', sentAt: new Date() })
    .where(
      and(
        eq(newsletters.id, id),
        eq(newsletters.businessId, businessId),
        eq(newsletters.status, 'draft'),
      ),
    )
    .returning({ id: newsletters.id });
  if (started.length === 0) return null;
  const queued = await tx.execute(sql`
    INSERT INTO ${newsletterDeliveries} (newsletter_id, subscriber_id)
    SELECT ${id}, s.id FROM ${newsletterSubscribers} s
    WHERE s.business_id = ${businessId} AND s.status = 'confirmed'`);
  return queued.rowCount ?? 0;
}
