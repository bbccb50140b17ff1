import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.ts';

/**
 * How fresh the code running now needs its reads: a request that only reads may take the
 * replica once it has replayed `after` (the primary's WAL position after that user's last
 * write); anything else (a write request, a job, an event, start-up) reads from the primary.
 */
export type ReadFreshness = { replicaAllowed: boolean; after: bigint };
const freshness = new AsyncLocalStorage<ReadFreshness>();

/** Runs `work` with reads as fresh as `need` asks. */
export function withReadFreshness<T>(need: ReadFreshness, work: () => T): T {
  return freshness.run(need, work);
}

/** A WAL position as PostgreSQL writes it (`16/B374D848`) or as a decimal, or null. */
export function parseWalPosition(text: string | undefined | null): bigint | null {
  if (!text) return null;
  const pair = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (pair) return (BigInt(`0x${pair[1]}`) << 32n) + BigInt(`0x${pair[2]}`);
  return /^\d{1,20}$/.test(text) ? BigInt(text) : null;
}

export type ReplicaOptions = {
  /** Reads go to the primary while the replica is further behind than this. */
  maxLagMs: number;
  /** How often the replica's position is compared with the primary's. */
  probeEveryMs?: number;
};

/** How often an instance compares the replica's position with the primary's, in ms. */
export const REPLICA_PROBE_MS = 250;

type Sample = { at: number; position: bigint };
/** A failed read that says the replica is gone or cancelled it (a recovery conflict). */
const REPLICA_TROUBLE = /^(08|57P0[1-3]|40001)/;

/**
 * A read replica in front of the primary. `reads` is a database handle whose single queries go
 * to the replica when the code running now allows it (see `withReadFreshness`), the replica is
 * up and no further behind than the bound; its transactions always run on the primary, so a read
 * inside a money or stock transaction never sees the past. A read the replica fails for want of
 * a connection is asked again of the primary.
 */
export function openReadReplica(primary: Database, url: string, options: ReplicaOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: primary.pool.options.max ?? 10,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 2_000,
  });
  pool.on('error', () => {});
  const probeEveryMs = options.probeEveryMs ?? REPLICA_PROBE_MS;
  const state = {
    up: false,
    lagSeconds: 0,
    /** What the replica has replayed, at the last probe. */
    replayed: -1n,
    /** Primary positions not yet replayed, oldest first. */
    waiting: [] as Sample[],
    readsTo: { replica: 0, primary: 0 },
  };

  async function probe(): Promise<void> {
    try {
      const at = Date.now();
      const head = await primary.pool.query<{ lsn: string }>(
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      const position = parseWalPosition(head.rows[0]?.lsn)!;
      // Noted before the replica is asked, so a replica that was down has been behind since then.
      if (position > state.replayed) state.waiting.push({ at, position });
      const seen = await pool.query<{ lsn: string | null }>({
        text: 'SELECT pg_last_wal_replay_lsn()::text AS lsn',
        query_timeout: 2_000,
      } as pg.QueryConfig);
      // A database that is not replaying WAL is not a standby of this primary: never read it.
      const replayed = parseWalPosition(seen.rows[0]?.lsn);
      if (replayed === null) throw new Error('not a standby');
      state.replayed = replayed;
      state.waiting = state.waiting.filter((s) => s.position > replayed);
      // Kept bounded: the oldest stays (it is what the lag is measured from).
      if (state.waiting.length > 2_000) state.waiting.splice(1, 1);
      state.lagSeconds = state.waiting.length ? (Date.now() - state.waiting[0]!.at) / 1000 : 0;
      state.up = true;
    } catch {
      state.up = false;
    }
  }

  function useReplica(): boolean {
    const need = freshness.getStore();
    return (
      need !== undefined &&
      need.replicaAllowed &&
      state.up &&
      state.lagSeconds * 1000 <= options.maxLagMs &&
      state.replayed >= need.after
    );
  }

  // Drizzle treats anything named "…Pool" as a pool: queries through `query`, transactions on a
  // client from `connect`.
  class RoutingPool {
    async query(...args: unknown[]): Promise<unknown> {
      const ask = (to: pg.Pool) => (to.query as (...a: unknown[]) => Promise<unknown>)(...args);
      if (!useReplica()) {
        state.readsTo.primary++;
        return ask(primary.pool);
      }
      state.readsTo.replica++;
      try {
        return await ask(pool);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        const sqlState = /^[0-9A-Z]{5}$/.test(code);
        if (sqlState && !REPLICA_TROUBLE.test(code)) throw err;
        // Gone (no answer, or shutting down): the primary takes the reads until a probe succeeds.
        if (code !== '40001') state.up = false;
        state.readsTo.primary++;
        return ask(primary.pool);
      }
    }
    connect() {
      return primary.pool.connect();
    }
  }
  const reads: Db = drizzle({ client: new RoutingPool() as unknown as pg.Pool });

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<void> = Promise.resolve();
  const tick = () => {
    probing = probe().finally(() => {
      if (running) timer = setTimeout(tick, probeEveryMs).unref();
    });
  };

  return {
    reads,
    /** Where reads went and how far behind the replica is, for `/metrics`. */
    status: () => ({
      up: state.up,
      lagSeconds: state.lagSeconds,
      readsTo: { ...state.readsTo },
    }),
    /** The primary's WAL position now: a write's reader waits for the replica to pass it. */
    async primaryPosition(): Promise<bigint> {
      const head = await primary.pool.query<{ lsn: string }>(
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      return parseWalPosition(head.rows[0]?.lsn)!;
    },
    /** Starts watching the replica; resolves after the first comparison. */
    async start(): Promise<void> {
      running = true;
      tick();
      await probing;
    },
    /** Compares positions now (tests use it instead of waiting for the next probe). */
    probeNow: () => probe(),
    async close(): Promise<void> {
      running = false;
      clearTimeout(timer);
      await probing;
      await pool.end();
    },
  };
}

export type ReadReplica = ReturnType<typeof openReadReplica>;
