import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { newsletterDeliveries, newsletterSubscribers, newsletters } from './newsletters.schema.ts';

/** One claimed delivery, with what its e-mail needs. */
export type ClaimedDelivery = {
  newsletterId: string;
  subscriberId: string;
  email: string;
  linkVersion: number;
  subject: string;
  body: string;
  productIds: string[];
  businessName: string;
  handle: string;
};

/**
 * Claims up to `limit` queued deliveries (committed before any e-mail leaves), skipping those
 * whose subscriber left meanwhile. Concurrent runs take different rows.
 */
export async function claimDeliveries(db: Executor, limit: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE ${newsletterDeliveries} d SET status = 'skipped'
      FROM ${newsletterSubscribers} s
      WHERE d.subscriber_id = s.id AND d.status = 'queued' AND s.status <> 'confirmed'`);
    const claimed = await tx.execute<{
      newsletter_id: string;
      subscriber_id: string;
      email: string;
      link_version: number;
      subject: string;
      body: string;
      product_ids: string[];
      business_name: string;
      handle: string;
    }>(sql`
      UPDATE ${newsletterDeliveries} d SET status = 'sending', claimed_at = now()
      FROM ${newsletters} n, ${newsletterSubscribers} s, ${businessesReadOnly} b
      WHERE (d.newsletter_id, d.subscriber_id) IN (
          SELECT newsletter_id, subscriber_id FROM ${newsletterDeliveries}
          WHERE status = 'queued' ORDER BY newsletter_id, subscriber_id
          LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND n.id = d.newsletter_id AND s.id = d.subscriber_id AND b.id = n.business_id
      RETURNING d.newsletter_id, d.subscriber_id, s.email, s.link_version, n.subject, n.body,
        n.product_ids::text[] AS product_ids, b.name AS business_name, b.handle`);
    return claimed.rows.map((r) => ({
      newsletterId: r.newsletter_id,
      subscriberId: r.subscriber_id,
      email: r.email,
      linkVersion: r.link_version,
      subject: r.subject,
      body: r.body,
      productIds: r.product_ids,
      businessName: r.business_name,
      handle: r.handle,
    }));
  });
}

export async function markDelivery(
  db: Executor,
  d: { newsletterId: string; subscriberId: string },
  status: 'sent' | 'failed',
) {
  await db
    .update(newsletterDeliveries)
    .set({ status, ...(status === 'sent' ? { sentAt: new Date() } : {}) })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, d.newsletterId),
        eq(newsletterDeliveries.subscriberId, d.subscriberId),
      ),
    );
}

/**
 * Claims older than `staleMs` belong to a run that stopped (the server was killed): whether
 * their e-mail left is not known, so they are closed as `unknown` and never sent again.
 */
export async function closeStaleClaims(db: Executor, staleMs: number): Promise<number> {
  const closed = await db.execute(sql`
    UPDATE ${newsletterDeliveries} SET status = 'unknown'
    WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => ${staleMs / 1000})`);
  return closed.rowCount ?? 0;
}

/** Newsletters with nothing left to send are `sent`. */
export async function finishNewsletters(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE ${newsletters} n SET status = 'sent'
    WHERE n.status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM ${newsletterDeliveries} d
      WHERE d.newsletter_id = n.id AND d.status IN ('queued', 'sending'))`);
}
