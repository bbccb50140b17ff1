import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runCommitHooks } from './commit-hooks.ts';

export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repo can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Where each query's time goes once something watches (the metrics); until then, nowhere. */
export type QueryTimer = { observe: ((seconds: number) => void) | null };

export type Database = {
  db: Db;
  pool: pg.Pool;
  queryTimer: QueryTimer;
  close: () => Promise<void>;
};

/**
 * Times every query a pooled connection runs for `timer` (a COPY stream passes through
 * untimed): the pool's own `query` (which passes a callback) and transactions both go through it.
 */
function timeQueries(client: pg.PoolClient, timer: QueryTimer): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const observe = timer.observe;
    const first = args[0] as { submit?: unknown } | undefined;
    if (!observe || typeof first?.submit === 'function') return query(...args);
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function')
      return query(...args.slice(0, -1), (...answer: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...answer);
      });
    const result = query(...args) as Promise<unknown>;
    result.then(done, done);
    return result;
  }) as typeof client.query;
}

// Return int8 (bigint) as a JS string so money in kobo never loses precision; repos convert.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 10_000,
  });
  // An idle client can lose its connection (database restart): log and let the pool replace it.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const queryTimer: QueryTimer = { observe: null };
  pool.on('connect', (client) => timeQueries(client, queryTimer));
  const db = drizzle({ client: pool });
  runCommitHooks(db);
  return { db, pool, queryTimer, close: () => pool.end() };
}
