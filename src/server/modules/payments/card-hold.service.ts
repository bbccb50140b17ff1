import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { ORDER_LEDGER_KINDS, ordersReadOnly } from '../orders/orders.public.ts';
import { WITHDRAWAL_KINDS } from '../payouts/payouts.public.ts';

/** A part of a balance that cannot leave for a bank yet: how much, and from when it can. */
export type HeldPart = { amountKobo: bigint; until: Date };
export type Hold = {
  balanceKobo: bigint;
  /** What may be withdrawn now (amount and fee together). */
  withdrawableKobo: bigint;
  heldKobo: bigint;
  /** Soonest first. */
  parts: HeldPart[];
};

export type Movement = {
  kind: string;
  reference: string;
  amountKobo: bigint;
  createdAt: Date;
  /** When the card behind it was charged, if earlier than the movement (a released order). */
  chargedAt?: Date;
};

/**
 * Which part of a balance is held (decision 020): every credit but a returned withdrawal may
 * come from a card (a top-up, a refund, a payment that came back, a fan's card through a
 * creator's earnings), so it leaves for a bank only `holdMs` after the card was charged.
 * Spending in Oja uses held money first, so what is spent frees nothing else; a withdrawal
 * only ever takes what is not held. `movements` are those since `now - holdMs`, oldest first:
 * anything older is past its hold whatever it was.
 */
export function holdOf(
  balanceKobo: bigint,
  movements: Movement[],
  holdMs: number,
  now = new Date(),
): Hold {
  let running = balanceKobo - movements.reduce((sum, m) => sum + m.amountKobo, 0n);
  let parts: HeldPart[] = [];
  const heldTotal = () => parts.reduce((sum, p) => sum + p.amountKobo, 0n);
  /** Takes `amount` out of the held parts, those held longest first. */
  const consume = (amount: bigint) => {
    parts.sort((a, b) => b.until.getTime() - a.until.getTime());
    for (const p of parts) {
      const taken = amount < p.amountKobo ? amount : p.amountKobo;
      p.amountKobo -= taken;
      amount -= taken;
      if (amount === 0n) break;
    }
    parts = parts.filter((p) => p.amountKobo > 0n);
  };
  for (const m of movements) {
    if (m.amountKobo > 0n) {
      const until = new Date((m.chargedAt ?? m.createdAt).getTime() + holdMs);
      if (m.kind !== WITHDRAWAL_KINDS.returned && until > now)
        parts.push({ amountKobo: m.amountKobo, until });
    } else {
      const out = -m.amountKobo;
      if (m.kind === WITHDRAWAL_KINDS.hold) {
        // From what was free; only the part beyond it (none, once this check exists) was held.
        const free = running - heldTotal();
        if (out > free) consume(out - (free > 0n ? free : 0n));
      } else consume(out);
    }
    running += m.amountKobo;
  }
  // Never more held than there is.
  let held = heldTotal();
  const balance = running;
  if (held > balance) {
    consume(held - (balance > 0n ? balance : 0n));
    held = heldTotal();
  }
  parts.sort((a, b) => a.until.getTime() - b.until.getTime());
  const free = balance - held;
  return { balanceKobo: balance, withdrawableKobo: free > 0n ? free : 0n, heldKobo: held, parts };
}

/**
 * The hold on a wallet and on a business's balance, read from the ledger in one snapshot (call it
 * inside the transaction that holds the account's lock before a withdrawal). A business's order
 * money counts from when the order was placed and paid: it reaches the balance only days later,
 * when the buyer has the goods, and is usually free by then.
 */
export function createCardHold(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'recentOf'>;
  holdMs: number;
}) {
  const { ledger, holdMs } = deps;
  const since = (now: Date) => new Date(now.getTime() - holdMs);

  return {
    holdMs,
    async ofWallet(userId: string, executor: Executor = deps.db, now = new Date()) {
      const { balanceKobo, movements } = await ledger.recentOf(
        accounts.wallet(userId),
        since(now),
        executor,
      );
      return holdOf(balanceKobo, movements, holdMs, now);
    },

    async ofBusiness(businessId: string, executor: Executor = deps.db, now = new Date()) {
      const { balanceKobo, movements } = await ledger.recentOf(
        accounts.business(businessId),
        since(now),
        executor,
      );
      const orderIds = movements
        .filter((m) => m.kind === ORDER_LEDGER_KINDS.release && m.amountKobo > 0n)
        .map((m) => m.reference);
      const placed = orderIds.length
        ? await executor
            .select({ id: ordersReadOnly.id, createdAt: ordersReadOnly.createdAt })
            .from(ordersReadOnly)
            .where(inArray(ordersReadOnly.id, orderIds))
        : [];
      const placedAt = new Map(placed.map((o) => [o.id, o.createdAt]));
      return holdOf(
        balanceKobo,
        movements.map((m) =>
          m.kind === ORDER_LEDGER_KINDS.release && placedAt.has(m.reference)
            ? { ...m, chargedAt: placedAt.get(m.reference)! }
            : m,
        ),
        holdMs,
        now,
      );
    },
  };
}

export type CardHold = ReturnType<typeof createCardHold>;
