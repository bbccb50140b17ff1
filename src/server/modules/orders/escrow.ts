import { percentOfKobo } from '#shared/money.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { accounts, mergeEntries, type Entry } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { ORDER_LEDGER_KINDS } from './orders.public.ts';

/**
 * The money side of an order's life: a paid order's total waits in its escrow account; RECEIVED
 * releases it (platform commission and resellers' shares taken out); REJECTED and
 * RETURN_CONFIRMED give the buyer back what they paid, undoing a release first: money to their
 * Oja wallet, and the part points paid back to their points. A voucher's discount is paid for
 * by its funder: a business's simply makes the order smaller; Oja's is added to the escrow from
 * Oja's commission when the order is paid (so the business gets its share of the whole order)
 * and goes back there on a refund.
 */
export const RELEASE = ORDER_LEDGER_KINDS.release;
export const REFUND = ORDER_LEDGER_KINDS.refund;

type EscrowOrder = {
  id: string;
  businessId: string;
  customerId: string;
  totalKobo: bigint;
  discountKobo: bigint;
  discountFunder: 'BUSINESS' | 'OJA' | null;
  pointsKobo: bigint;
  /** The commission in force when it was placed; null on older orders (the configured one). */
  commissionPercent?: number | null;
};

/** What Oja put into an order's escrow for its voucher's discount. */
export const ojaShareOf = (order: Pick<EscrowOrder, 'discountKobo' | 'discountFunder'>) =>
  order.discountFunder === 'OJA' ? order.discountKobo : 0n;
type Line = { affiliateId: string | null; affiliateCommissionKobo: bigint };

/** Commission in kobo, rounded down so the platform never takes more than its rate. */
export const commissionOf = (totalKobo: bigint, percent: number): bigint =>
  percentOfKobo(totalKobo, percent);

/** `commissionPercent` is the configured rate, for orders placed before rates were kept. */
export function createEscrow(
  ledger: Pick<LedgerService, 'post' | 'entriesOf'>,
  commissionPercent: number,
) {
  const escrow = {
    /** Pays the seller what the escrow holds (or `held` of it), less commission and resellers' shares. */
    async release(
      tx: Executor,
      order: EscrowOrder,
      lines: Line[],
      held = order.totalKobo + ojaShareOf(order),
    ) {
      const commission = commissionOf(held, order.commissionPercent ?? commissionPercent);
      const shares: Entry[] = lines
        .filter((l) => l.affiliateId && l.affiliateCommissionKobo > 0n)
        .map((l) => ({
          account: accounts.wallet(l.affiliateId!),
          amountKobo: l.affiliateCommissionKobo,
        }));
      const shared = shares.reduce((sum, e) => sum + e.amountKobo, 0n);
      if (held - commission - shared < 0n)
        throw badRequest({
          refund:
            'That leaves the seller less than the commission and resellers’ shares: refund it all',
        });
      await ledger.post(tx, {
        kind: RELEASE,
        reference: order.id,
        entries: mergeEntries([
          { account: accounts.escrow(order.id), amountKobo: -held },
          {
            account: accounts.business(order.businessId),
            amountKobo: held - commission - shared,
          },
          { account: accounts.commission, amountKobo: commission },
          ...shares,
        ]),
      });
    },

    /**
     * A dispute settled in part: `refundKobo` (at most what the buyer paid in money) goes back to
     * their wallet, and the seller is paid the rest as on a release, commission taken from it.
     */
    async refundInPart(tx: Executor, order: EscrowOrder, lines: Line[], refundKobo: bigint) {
      await ledger.post(tx, {
        kind: REFUND,
        reference: order.id,
        entries: [
          { account: accounts.escrow(order.id), amountKobo: -refundKobo },
          { account: accounts.wallet(order.customerId), amountKobo: refundKobo },
        ],
      });
      await escrow.release(tx, order, lines, order.totalKobo + ojaShareOf(order) - refundKobo);
    },

    async refund(tx: Executor, order: EscrowOrder) {
      const released = await ledger.entriesOf(tx, RELEASE, order.id);
      await ledger.post(tx, {
        kind: REFUND,
        reference: order.id,
        entries: mergeEntries([
          ...released.map((e) => ({ account: e.account, amountKobo: -e.amountKobo })),
          {
            account: accounts.escrow(order.id),
            amountKobo: -(order.totalKobo + ojaShareOf(order)),
          },
          {
            account: accounts.wallet(order.customerId),
            amountKobo: order.totalKobo - order.pointsKobo,
          },
          { account: accounts.points(order.customerId), amountKobo: order.pointsKobo },
          { account: accounts.commission, amountKobo: ojaShareOf(order) },
        ]),
      });
    },
  };
  return escrow;
}
