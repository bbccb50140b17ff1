import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PLAN_CODES } from '#shared/constants.ts';
import { PLANS } from '#shared/plans.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { currentPlanSql } from '../plans/plans.public.ts';
import { payoutAccounts } from './payouts.schema.ts';

/** The queries on payout accounts (bank accounts payouts go to). */
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type NewPayoutAccount = typeof payoutAccounts.$inferInsert;
type EndedStatus = 'replaced' | 'cancelled' | 'removed';

const LIVE = ['pending_confirmation', 'confirmed'] as const;
const AUTO_PAYOUT_PLANS = PLAN_CODES.filter((code) => PLANS[code].limits.autoPayouts);

/** The live accounts a user holds: their own and their businesses', with each business's name. */
export async function liveAccountsOfUser(db: Executor, userId: string) {
  return db
    .select({ account: payoutAccounts, businessName: businessesReadOnly.name })
    .from(payoutAccounts)
    .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, payoutAccounts.businessId))
    .where(and(eq(payoutAccounts.userId, userId), inArray(payoutAccounts.status, LIVE)))
    .orderBy(asc(payoutAccounts.createdAt));
}

/** The live accounts of one owner (a user's own or a business's): at most a confirmed and a pending one. */
export async function liveAccountsOf(db: Executor, ownerKey: string) {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerKey, ownerKey), inArray(payoutAccounts.status, LIVE)));
}

export async function findAccount(db: Executor, id: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
  return row ?? null;
}

/** Serialises changes to one owner's accounts until the transaction ends. */
export async function lockOwner(tx: Executor, ownerKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${ownerKey}, 20261124))`);
}

export async function insertAccount(
  tx: Executor,
  values: NewPayoutAccount,
): Promise<PayoutAccountRow> {
  const [row] = await tx.insert(payoutAccounts).values(values).returning();
  return row!;
}

/** Ends an owner's live accounts in one status (`pending_confirmation` or `confirmed`); an ended account pays nothing automatically. */
export async function endAccounts(
  tx: Executor,
  ownerKey: string,
  from: (typeof LIVE)[number],
  to: EndedStatus,
): Promise<PayoutAccountRow[]> {
  return tx
    .update(payoutAccounts)
    .set({ status: to, endedAt: new Date(), confirmationTokenId: null, autoPayout: false })
    .where(and(eq(payoutAccounts.ownerKey, ownerKey), eq(payoutAccounts.status, from)))
    .returning();
}

/** A new code for a pending account; false when it is no longer pending. */
export async function setConfirmationToken(
  db: Executor,
  id: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ confirmationTokenId: tokenId })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.status, 'pending_confirmation')))
    .returning({ id: payoutAccounts.id });
  return rows.length === 1;
}

/** Confirms a pending account that still waits for this code; null when it no longer does. */
export async function confirmAccount(
  tx: Executor,
  id: string,
  values: {
    tokenId: string;
    recipientCode: string;
    confirmedAt: Date;
    usableForPayoutAt: Date;
    autoPayout: boolean;
  },
): Promise<PayoutAccountRow | null> {
  const [row] = await tx
    .update(payoutAccounts)
    .set({
      status: 'confirmed',
      confirmationTokenId: null,
      recipientCode: values.recipientCode,
      confirmedAt: values.confirmedAt,
      usableForPayoutAt: values.usableForPayoutAt,
      autoPayout: values.autoPayout,
    })
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.status, 'pending_confirmation'),
        eq(payoutAccounts.confirmationTokenId, values.tokenId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The confirmed account of an owner that withdrawals may use now: past its hold, and for a
 * business only while the user who confirmed it still owns the business.
 */
export async function usableAccount(
  db: Executor,
  owner: { userId: string } | { businessId: string },
  now: Date,
): Promise<PayoutAccountRow | null> {
  const usable = and(
    eq(payoutAccounts.status, 'confirmed'),
    lte(payoutAccounts.usableForPayoutAt, now),
  );
  if ('businessId' in owner) {
    const [row] = await db
      .select({ account: payoutAccounts })
      .from(payoutAccounts)
      .innerJoin(
        businessesReadOnly,
        and(
          eq(businessesReadOnly.id, payoutAccounts.businessId),
          eq(businessesReadOnly.ownerId, payoutAccounts.userId),
        ),
      )
      .where(and(eq(payoutAccounts.ownerKey, owner.businessId), usable));
    return row?.account ?? null;
  }
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.ownerKey, owner.userId),
        sql`${payoutAccounts.businessId} IS NULL`,
        usable,
      ),
    );
  return row ?? null;
}

/** Turns the automatic daily payout of a business's confirmed account on or off; null when it has none. */
export async function setAutoPayout(
  tx: Executor,
  businessId: string,
  on: boolean,
): Promise<PayoutAccountRow | null> {
  const [row] = await tx
    .update(payoutAccounts)
    .set({ autoPayout: on })
    .where(
      and(
        eq(payoutAccounts.ownerKey, businessId),
        eq(payoutAccounts.businessId, businessId),
        eq(payoutAccounts.status, 'confirmed'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The businesses whose balance is paid out automatically now: their confirmed account has the
 * switch on, is past its hold, and the user who confirmed it still owns the business.
 */
export async function autoPayoutBusinesses(db: Executor, now: Date) {
  return db
    .select({ businessId: businessesReadOnly.id, userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .innerJoin(
      businessesReadOnly,
      and(
        eq(businessesReadOnly.id, payoutAccounts.businessId),
        eq(businessesReadOnly.ownerId, payoutAccounts.userId),
      ),
    )
    .where(
      and(
        eq(payoutAccounts.autoPayout, true),
        eq(payoutAccounts.status, 'confirmed'),
        lte(payoutAccounts.usableForPayoutAt, now),
        // Back on a plan without them, the owner's setting is kept but not acted on.
        inArray(currentPlanSql(sql`${payoutAccounts}."user_id"`), AUTO_PAYOUT_PLANS),
      ),
    )
    .orderBy(asc(payoutAccounts.ownerKey));
}
