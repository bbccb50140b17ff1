import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import type { Tally } from './cluster-load.ts';
import type { ClusterWorld } from './cluster-world.ts';

// What the cluster benchmark (cluster.ts) checks once the load is over: the books, read from the
// primary, against what the users were told.

export type Disruption = { what: string; from: number; to: number };

/** A failure this close to a disruption is counted as the disruption's. */
const SLACK_MS = 3_000;
/** How long the payments paid at the provider get to be applied (webhooks, then reconciliation). */
const SETTLE_MS = 150_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

/** Payments the sandbox took that Oja has not applied yet. */
const unapplied = (db: Db) =>
  one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM paystack_sandbox_transactions s
        JOIN payment_transactions t USING (reference)
        WHERE s.status = 'success' AND t.status NOT IN ('SUCCESS', 'REVERSED')`,
  );

/** Reads each instance sent to the replica and to the primary, from its `/metrics`. */
export async function replicaReads(ports: number[], token: string) {
  const total = { replica: 0, primary: 0 };
  for (const port of ports) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    const text = res?.ok ? await res.text() : '';
    for (const to of ['replica', 'primary'] as const) {
      const m = new RegExp(`oja_db_replica_routed_reads_total\\{to="${to}"\\} (\\d+)`).exec(text);
      total[to] += Number(m?.[1] ?? 0);
    }
  }
  return total;
}

export async function checkClusterBooks(
  db: Db,
  world: ClusterWorld,
  tally: Tally,
  firstEventId: string,
  say: (line: string) => void,
) {
  const settleStart = Date.now();
  let left = await unapplied(db);
  while (left.n > 0 && Date.now() - settleStart < SETTLE_MS) {
    await sleep(2_000);
    left = await unapplied(db);
  }
  say(`  payments settled ${((Date.now() - settleStart) / 1000).toFixed(0)} s after the load`);
  const ids = tally.orders;
  const found = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const checkouts = await one<{ made: number; paid: number }>(
    db,
    sql`SELECT count(DISTINCT o.transaction_id)::int AS made,
          count(DISTINCT o.transaction_id) FILTER (WHERE t.status = 'SUCCESS')::int AS paid
        FROM orders o JOIN payment_transactions t ON t.id = o.transaction_id
        WHERE o.business_id = ${world.businessId}`,
  );
  const answered = await one<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT transaction_id)::int AS n FROM orders
        WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  // A payment's reference taken into the ledger under more than one kind was applied twice.
  const twice = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT l.reference FROM ledger_transfers l
          JOIN payment_transactions t ON t.reference = l.reference
          GROUP BY l.reference HAVING count(DISTINCT l.kind) > 1) x`,
  );
  // Units gone from the shelf against units in checkouts that still hold them.
  const stock = await one<{ drift: string }>(
    db,
    sql`SELECT (
          (SELECT sum(${world.stock} - quantity) FROM products WHERE business_id = ${world.businessId})
          - coalesce((SELECT sum(i.quantity) FROM order_items i
              JOIN orders o ON o.id = i.order_id
              JOIN payment_transactions t ON t.id = o.transaction_id
              WHERE o.business_id = ${world.businessId} AND t.status IN ('PENDING', 'SUCCESS')), 0)
        )::text AS drift`,
  );
  const ledger = await one<{ sum: string }>(
    db,
    sql`SELECT coalesce(sum(amount_kobo), 0)::text AS sum FROM ledger_entries`,
  );
  const withdrawals = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM withdrawals`);
  const nudges = await db.execute<{ id: string }>(
    sql`SELECT id FROM live_events WHERE user_id = ${world.vendor.id} AND id > ${firstEventId}`,
  );

  return {
    print(disruptions: Disruption[], seconds: number, reads: { replica: number; primary: number }) {
      const near = (at: number, d: Disruption) => at >= d.from - SLACK_MS && at <= d.to + SLACK_MS;
      const byCause = disruptions.map(
        (d) => `${tally.failures.filter((f) => near(f.at, d)).length} ${d.what.split(' (')[0]}`,
      );
      const elsewhere = tally.failures.filter((f) => !disruptions.some((d) => near(f.at, d)));
      const expected = nudges.rows.map((r) => Number(r.id));
      const lost = tally.nudgesSeen.map((seen) => expected.filter((id) => !seen.has(id)).length);
      const line = (name: string, value: string | number) =>
        console.warn(`${name.padEnd(44)} ${value}`);
      line('requests', `${tally.requests} (${Math.round(tally.requests / seconds)} req/s)`);
      line(
        'failed requests',
        `${tally.failures.length} (${byCause.join(', ')}, ${elsewhere.length} elsewhere)`,
      );
      line(
        'money POSTs repeated with their key',
        `${tally.repeatedPosts}, answered in the end: ${tally.repeatedPostsAnswered}, told done with the answer lost: ${tally.repeatedPostsInterrupted}`,
      );
      line(
        'checkouts made / answered to the buyer',
        `${checkouts.made} / ${answered.n} (paid ${checkouts.paid})`,
      );
      line('orders lost', ids.length - found.n);
      line('payments paid at the provider, not applied', left.n);
      line('payments applied twice', twice.n);
      line('stock drift (units)', stock.drift);
      line('ledger sum (kobo)', ledger.sum);
      line('withdrawals answered / made', `${tally.withdrawals} / ${withdrawals.n}`);
      line('live-stream nudges sent to the vendor', expected.length);
      line('nudges lost (per stream)', `${lost.join(', ')} (reconnects ${tally.streamReconnects})`);
      line("stale reads after the same user's write", tally.staleReads);
      line('reads sent to the replica / primary', `${reads.replica} / ${reads.primary}`);
      line('uploads, ad impressions', `${tally.uploads}, ${tally.impressions}`);
    },
  };
}
