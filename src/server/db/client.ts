import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repo can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

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
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
}
