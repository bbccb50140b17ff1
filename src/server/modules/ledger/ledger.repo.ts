import { and, desc, eq, gte, inArray, like, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likeLiteral } from '../../db/contains.ts';
import { ledgerEntries, ledgerTransfers } from './ledger.schema.ts';

export type EntryInput = { account: string; amountKobo: bigint };

/** Inserts a transfer; null when one with this kind and reference exists (idempotency). */
export async function insertTransfer(
  db: Executor,
  kind: string,
  reference: string,
  memo: string | null,
  at?: Date,
) {
  const [row] = await db
    .insert(ledgerTransfers)
    .values({ kind, reference, memo, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing({ target: [ledgerTransfers.kind, ledgerTransfers.reference] })
    .returning({ id: ledgerTransfers.id });
  return row?.id ?? null;
}

export async function findTransferId(
  db: Executor,
  kind: string,
  reference: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, kind), eq(ledgerTransfers.reference, reference)));
  return row?.id ?? null;
}

export async function insertEntries(
  db: Executor,
  transferId: string,
  entries: EntryInput[],
  at?: Date,
): Promise<void> {
  await db.insert(ledgerEntries).values(
    entries.map((e) => ({
      transferId,
      account: e.account,
      amountKobo: e.amountKobo,
      ...(at ? { createdAt: at } : {}),
    })),
  );
}

export type RecentMovement = {
  kind: string;
  reference: string;
  amountKobo: bigint;
  createdAt: Date;
};

/**
 * An account's balance and its movements since `since`, oldest first, read in one statement (one
 * snapshot), so a movement committed in between is either in both or in neither.
 */
export async function recentOf(
  db: Executor,
  account: string,
  since: Date,
): Promise<{ balanceKobo: bigint; movements: RecentMovement[] }> {
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(amount_kobo), 0)::text FROM ledger_entries WHERE account = ${account})
        AS balance,
      (SELECT coalesce(json_agg(json_build_object(
          'kind', t.kind, 'reference', t.reference, 'amount', e.amount_kobo::text,
          'at', e.created_at) ORDER BY e.created_at, e.id), '[]'::json)
        FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE e.account = ${account} AND e.created_at > ${since.toISOString()}::timestamptz)
        AS movements`);
  const row = result.rows[0] as {
    balance: string;
    movements: { kind: string; reference: string; amount: string; at: string }[];
  };
  return {
    balanceKobo: BigInt(row.balance),
    movements: row.movements.map((m) => ({
      kind: m.kind,
      reference: m.reference,
      amountKobo: BigInt(m.amount),
      createdAt: new Date(m.at),
    })),
  };
}

export async function balanceOf(db: Executor, account: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return BigInt(row?.sum ?? '0');
}

/** Balances of every account under a prefix, e.g. all of `business:`. */
export async function balancesUnder(db: Executor, prefix: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountKobo})::text`,
    })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, `${prefix}%`))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, BigInt(r.sum)]));
}

/** What moved into an account between two instants (net of what moved out). */
export async function netBetween(db: Executor, account: string, from: Date, to: Date) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

/** Balances summed by kind of account (`wallet`, `business`, `escrow`, `platform`…). */
export async function balancesByKind(db: Executor) {
  const kind = sql<string>`split_part(${ledgerEntries.account}, ':', 1)`;
  const rows = await db
    .select({ kind, sum: sql<string>`sum(${ledgerEntries.amountKobo})::text` })
    .from(ledgerEntries)
    .groupBy(kind)
    .orderBy(kind);
  return rows.map((r) => ({ kind: r.kind, balanceKobo: BigInt(r.sum) }));
}

export async function totalOfAllEntries(db: Executor): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::text` })
    .from(ledgerEntries);
  return BigInt(row?.sum ?? '0');
}

/** The entries of one transfer, or [] when it was never posted. */
export async function entriesOfTransfer(
  db: Executor,
  kind: string,
  reference: string,
): Promise<EntryInput[]> {
  const rows = await db
    .select({ account: ledgerEntries.account, amountKobo: ledgerEntries.amountKobo })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerTransfers.kind, kind), eq(ledgerTransfers.reference, reference)));
  return rows;
}

/** The entries of several transfers at once: of `kinds`, for `references`. */
export async function entriesOfTransfers(db: Executor, kinds: string[], references: string[]) {
  if (references.length === 0) return [];
  return db
    .select({
      kind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
      account: ledgerEntries.account,
      amountKobo: ledgerEntries.amountKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(inArray(ledgerTransfers.kind, kinds), inArray(ledgerTransfers.reference, references)),
    );
}

/** One account's movements, newest first: each transfer's amount on it, with its kind. */
/**
 * Narrows an account's movements: those of `kinds` only when their transfer's reference is one
 * of `references`, and movements of other kinds only when `others` is set.
 */
export type MovementSelection = { kinds: string[]; references: string[]; others: boolean };

function selected(s: MovementSelection | undefined) {
  if (!s) return undefined;
  const mine =
    s.kinds.length > 0 && s.references.length > 0
      ? and(
          inArray(ledgerTransfers.kind, s.kinds),
          inArray(ledgerTransfers.reference, s.references),
        )
      : undefined;
  const others = s.others
    ? s.kinds.length > 0
      ? notInArray(ledgerTransfers.kind, s.kinds)
      : sql`true`
    : undefined;
  return or(mine, others) ?? sql`false`;
}

export async function movementsOf(
  db: Executor,
  account: string,
  f: { from?: Date; to?: Date; only?: MovementSelection },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(ledgerEntries.account, account),
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lte(ledgerEntries.createdAt, f.to) : undefined,
    selected(f.only),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransfers.kind,
        reference: ledgerTransfers.reference,
        memo: ledgerTransfers.memo,
        amountKobo: ledgerEntries.amountKobo,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Holds an account until the transaction ends, so a check of its balance and the transfer that
 * depends on it are not interleaved with another's (two payments from one wallet).
 */
export async function lockAccount(db: Executor, account: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${account}, 0))`);
}

/**
 * The accounts of one kind (`wallet`, `business`…) whose balance is not zero, the largest first
 * either way, a page at a time.
 */
export async function accountsOfKind(
  db: Executor,
  kind: string,
  page: { limit: number; offset: number },
) {
  const ofKind = like(ledgerEntries.account, `${likeLiteral(kind)}:%`);
  const sum = sql<string>`sum(${ledgerEntries.amountKobo})`;
  const balances = db
    .select({ account: ledgerEntries.account, sum: sql<string>`${sum}`.as('sum') })
    .from(ledgerEntries)
    .where(ofKind)
    .groupBy(ledgerEntries.account)
    .having(sql`${sum} <> 0`)
    .as('balances');
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: balances.account, sum: sql<string>`${balances.sum}::text` })
      .from(balances)
      .orderBy(sql`abs(${balances.sum}) DESC`, balances.account)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(balances),
  ]);
  return {
    rows: rows.map((r) => ({ account: r.account, balanceKobo: BigInt(r.sum) })),
    total: total?.n ?? 0,
  };
}
