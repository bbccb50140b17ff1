import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PLAN_CODES } from '#shared/constants.ts';
import { PLANS } from '#shared/plans.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { currentPlanSql } from '../plans/plans.public.ts';
import { bankAccounts } from './payouts.schema.ts';

/** The queries on payout accounts (bank accounts payouts go to). */
export type PayoutAccountRow = typeof bankAccounts.$inferSelect;
export type NewPayoutAccount = typeof bankAccounts.$inferInsert;
type EndedStatus = 'replaced' | 'cancelled' | 'removed';

const LIVE = ['pending_confirmation', 'confirmed'] as const;
const AUTO_PAYOUT_PLANS = PLAN_CODES.filter((code) => PLANS[code].limits.autoPayouts);

/** The live accounts a user holds: their own and their businesses', with each business's name. */
export async function liveAccountsOfUser(db: Executor, userId: string) {
  return db
    .select({ account: bankAccounts, businessName: businessesReadOnly.name })
    .from(bankAccounts)
    .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, bankAccounts.businessId))
    .where(and(eq(bankAccounts.userId, userId), inArray(bankAccounts.status, LIVE)))
    .orderBy(asc(bankAccounts.createdAt));
}

/** The live accounts of one owner (a user's own or a business's): at most a confirmed and a pending one. */
export async function liveAccountsOf(db: Executor, ownerKey: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.ownerKey, ownerKey), inArray(bankAccounts.status, LIVE)));
}

export async function findAccount(db: Executor, id: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
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
  const [row] = await tx.insert(bankAccounts).values(values).returning();
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
    .update(bankAccounts)
    .set({ status: to, endedAt: new Date(), confirmationTokenId: null, autoPayout: false })
    .where(and(eq(bankAccounts.ownerKey, ownerKey), eq(bankAccounts.status, from)))
    .returning();
}

/** A new code for a pending account; false when it is no longer pending. */
export async function setConfirmationToken(
  db: Executor,
  id: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(bankAccounts)
    .set({ confirmationTokenId: tokenId })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.status, 'pending_confirmation')))
    .returning({ id: bankAccounts.id });
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
    .update(bankAccounts)
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
        eq(bankAccounts.id, id),
        eq(bankAccounts.status, 'pending_confirmation'),
        eq(bankAccounts.confirmationTokenId, values.tokenId),
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
    eq(bankAccounts.status, 'confirmed'),
    lte(bankAccounts.usableForPayoutAt, now),
  );
  if ('businessId' in owner) {
    const [row] = await db
      .select({ account: bankAccounts })
      .from(bankAccounts)
      .innerJoin(
        businessesReadOnly,
        and(
          eq(businessesReadOnly.id, bankAccounts.businessId),
          eq(businessesReadOnly.ownerId, bankAccounts.userId),
        ),
      )
      .where(and(eq(bankAccounts.ownerKey, owner.businessId), usable));
    return row?.account ?? null;
  }
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.ownerKey, owner.userId), sql`${bankAccounts.businessId} IS NULL`, usable),
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
    .update(bankAccounts)
    .set({ autoPayout: on })
    .where(
      and(
        eq(bankAccounts.ownerKey, businessId),
        eq(bankAccounts.businessId, businessId),
        eq(bankAccounts.status, 'confirmed'),
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
    .select({ businessId: businessesReadOnly.id, userId: bankAccounts.userId })
    .from(bankAccounts)
    .innerJoin(
      businessesReadOnly,
      and(
        eq(businessesReadOnly.id, bankAccounts.businessId),
        eq(businessesReadOnly.ownerId, bankAccounts.userId),
      ),
    )
    .where(
      and(
        eq(bankAccounts.autoPayout, true),
        eq(bankAccounts.status, 'confirmed'),
        lte(bankAccounts.usableForPayoutAt, now),
        // Back on a plan without them, the owner's setting is kept but not acted on.
        inArray(currentPlanSql(sql`${bankAccounts}."user_id"`), AUTO_PAYOUT_PLANS),
      ),
    )
    .orderBy(asc(bankAccounts.ownerKey));
}
