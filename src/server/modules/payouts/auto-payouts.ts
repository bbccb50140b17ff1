import { largestWithdrawal } from '#shared/withdrawal-fee.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { CardHold } from '../payments/card-hold.service.ts';
import type { BankAccountsService, UsablePayoutAccount } from './bank-accounts.service.ts';
import * as repo from './withdrawals.repo.ts';

/**
 * The reference of a business's automatic payout on a day (yyyymmdd, Lagos time): one per
 * business per day, so the job run twice, or on two instances, pays once.
 */
export const autoPayoutReference = (businessId: string, day: string) =>
  `oja_ap_${businessId.replaceAll('-', '')}_${day}`;

/** The day in Lagos (UTC+1 all year) as yyyymmdd. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The daily automatic payout (decision 023): each business with the switch on and a usable
 * account withdraws its balance less the fee, through the same hold and transfer as a
 * withdrawal it asks for.
 */
export function createAutoPayouts(deps: {
  db: Db;
  bankAccounts: Pick<BankAccountsService, 'payoutAccountFor' | 'autoPayoutBusinesses'>;
  cardHold: Pick<CardHold, 'ofBusiness'>;
  /** Locks the balance a withdrawal comes from until the transaction ends. */
  lockSource: (tx: Tx, owner: { userId: string; businessId: string }) => Promise<string>;
  /** Records a withdrawal and holds its amount + fee, in the caller's transaction. */
  hold: (
    tx: Tx,
    h: {
      userId: string;
      businessId: string | null;
      payout: UsablePayoutAccount;
      amountKobo: bigint;
      feeKobo: bigint;
      reference: string;
    },
  ) => Promise<repo.WithdrawalRow>;
  /** Asks the provider to send a held withdrawal. */
  send: (w: repo.WithdrawalRow) => Promise<repo.WithdrawalRow>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db, lockSource, hold, send } = deps;

  /**
   * Today's automatic payout of one business: its whole balance less the fee, held like any
   * withdrawal; null when it already had one today, cannot be paid, or has too little.
   */
  async function autoPayout(
    owner: { businessId: string; userId: string },
    day: string,
  ): Promise<repo.WithdrawalRow | null> {
    const payout = await deps.bankAccounts.payoutAccountFor({ businessId: owner.businessId });
    if (!payout) return null;
    const reference = autoPayoutReference(owner.businessId, day);
    let w: repo.WithdrawalRow | null;
    try {
      w = await db.transaction(async (tx) => {
        await lockSource(tx, owner);
        // Behind the lock: another run that paid today has committed its withdrawal.
        if (await repo.findByReference(tx, reference)) return null;
        // Only what is not held: card money waits out its hold here too.
        const { withdrawableKobo } = await deps.cardHold.ofBusiness(owner.businessId, tx);
        const largest = largestWithdrawal(withdrawableKobo);
        if (!largest) return null;
        return hold(tx, { ...owner, payout, ...largest, reference });
      });
    } catch (err) {
      // The reference is unique: a run that got past the lock some other way pays nothing.
      if (uniqueViolation(err) === 'withdrawals_reference_key') return null;
      throw err;
    }
    return w ? send(w) : null;
  }

  /**
   * Runs every morning: one reference per business per day makes a second run, on this
   * instance or another, pay nothing more. Returns how many were requested.
   */
  return async function autoPayouts(now = new Date()): Promise<number> {
    const day = lagosDay(now);
    let requested = 0;
    for (const owner of await deps.bankAccounts.autoPayoutBusinesses()) {
      try {
        if (await autoPayout(owner, day)) requested += 1;
      } catch (err) {
        // One business's trouble leaves the others paid; it is tried again tomorrow.
        deps.log('automatic payout failed', { businessId: owner.businessId, err });
      }
    }
    return requested;
  };
}
