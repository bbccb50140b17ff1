import {
  ADJUSTMENT_SECOND_APPROVAL_ABOVE,
  type AdjustmentBody,
} from '#shared/schemas/adjustments.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Publish } from '../../events/events.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { Audited } from '../console/console.service.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { balanceAdjusted } from './accounts.public.ts';
import * as repo from './adjustments.repo.ts';

const SECOND_APPROVAL_ABOVE_KOBO = nairaToKobo(ADJUSTMENT_SECOND_APPROVAL_ABOVE);

/** A console action's result and its audit record, written in one transaction by the console. */
type Recorded<T> = { result: T; audit: Audited };

/**
 * Staff's recorded adjustments to a wallet or a store's balance (decision 077): a ledger transfer
 * against Oja's adjustments account, with a reason, never an edit. Above the threshold the one
 * who asked cannot apply it: a second finance person approves it or turns it down.
 */
export function createAdjustments(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
}) {
  const { db } = deps;

  /** Moves the money; a debit never takes the balance below ₦0. Returns the balances. */
  async function apply(tx: Tx, publish: Publish, row: repo.AdjustmentRow) {
    await deps.ledger.lock(tx, row.account);
    const before = await deps.ledger.balance(row.account, tx);
    if (before + row.amountKobo < 0n)
      throw conflict(
        `This would take the balance below ₦0: it holds ${formatNaira(koboToNaira(before))}`,
      );
    await deps.ledger.post(tx, {
      kind: 'ADJUSTMENT',
      reference: row.id,
      memo: `Adjusted by Oja: ${row.reason}`,
      entries: [
        { account: row.account, amountKobo: row.amountKobo },
        { account: accounts.adjustments, amountKobo: -row.amountKobo },
      ],
    });
    const store = row.account.startsWith('business:');
    const view = (await repo.findView(tx, row.id))!;
    await publish(balanceAdjusted, {
      adjustmentId: row.id,
      userId: row.userId,
      balance: store ? 'STORE' : 'WALLET',
      businessId: store ? row.account.slice('business:'.length) : null,
      owner: view.owner,
      amountKobo: String(row.amountKobo),
      reason: row.reason,
    });
    return { before: koboToNaira(before), after: koboToNaira(before + row.amountKobo) };
  }

  const audit = (id: string, action: string, fields: Partial<Audited>): Audited => ({
    action,
    subjectType: 'balance_adjustment',
    subjectId: id,
    ...fields,
  });

  return {
    /** Makes an adjustment: applied at once up to the threshold, else waiting for approval. */
    async make(
      tx: Tx,
      publish: Publish,
      staffId: string,
      body: AdjustmentBody,
    ): Promise<Recorded<{ id: string; applied: boolean }>> {
      const owner = await repo.ownerOf(tx, body.balance, body.ownerId);
      if (!owner) throw notFound(body.balance === 'WALLET' ? 'User' : 'Store');
      const size = nairaToKobo(body.amount);
      const row = await repo.insertAdjustment(tx, {
        account:
          body.balance === 'WALLET'
            ? accounts.wallet(body.ownerId)
            : accounts.business(body.ownerId),
        userId: owner.userId,
        amountKobo: body.direction === 'CREDIT' ? size : -size,
        reason: body.reason,
        requestedBy: staffId,
      });
      const amount = koboToNaira(row.amountKobo);
      if (size > SECOND_APPROVAL_ABOVE_KOBO) {
        return {
          result: { id: row.id, applied: false },
          audit: audit(row.id, 'adjustment.request', {
            reason: body.reason,
            after: { status: 'PENDING', account: row.account, amount },
          }),
        };
      }
      const balances = await apply(tx, publish, row);
      await repo.decide(tx, row.id, {
        status: 'APPLIED',
        decidedBy: staffId,
        decisionReason: null,
      });
      return {
        result: { id: row.id, applied: true },
        audit: audit(row.id, 'adjustment.apply', {
          reason: body.reason,
          before: { account: row.account, balance: balances.before },
          after: { account: row.account, balance: balances.after, amount },
        }),
      };
    },

    /** A second finance person approves (the money moves) or turns down a waiting adjustment. */
    async decide(
      tx: Tx,
      publish: Publish,
      staffId: string,
      id: string,
      decision: { approve: boolean; reason: string | null },
    ): Promise<Recorded<null>> {
      const row = await repo.lockAdjustment(tx, id);
      if (!row) throw notFound('Adjustment');
      if (row.status !== 'PENDING') throw conflict('This adjustment was already decided');
      if (row.requestedBy === staffId)
        throw forbidden('A second finance person must decide on an adjustment you asked for');
      if (!decision.approve) {
        await repo.decide(tx, id, {
          status: 'REJECTED',
          decidedBy: staffId,
          decisionReason: decision.reason,
        });
        return {
          result: null,
          audit: audit(id, 'adjustment.reject', {
            reason: decision.reason,
            before: { status: 'PENDING' },
            after: { status: 'REJECTED' },
          }),
        };
      }
      const balances = await apply(tx, publish, row);
      await repo.decide(tx, id, { status: 'APPLIED', decidedBy: staffId, decisionReason: null });
      return {
        result: null,
        audit: audit(id, 'adjustment.approve', {
          before: { status: 'PENDING', account: row.account, balance: balances.before },
          after: { status: 'APPLIED', account: row.account, balance: balances.after },
        }),
      };
    },

    view: (id: string) => repo.findView(db, id),

    async list(
      f: { status: 'PENDING' | 'DECIDED'; userId?: string | undefined },
      page: number,
      limit: number,
    ) {
      const { results, total } = await repo.list(db, f, offsetOf(page, limit));
      return pageOf(results, total, page, limit);
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
