import type { Db, Executor } from './client.ts';

/**
 * A named prepared statement per database handle, for hot read paths: PostgreSQL plans it once
 * per connection and Drizzle builds its SQL once, which triples the throughput of a simple
 * look-up. Use only outside transactions.
 */
export function prepared<T>(build: (db: Db) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db as Db);
      cache.set(db, query);
    }
    return query;
  };
}

/**
 * Unnamed statements kept by shape for each database handle, for reads whose shape varies (a
 * catalogue filter): building one (drizzle's query builder, then its text) costs more CPU than
 * PostgreSQL spends on many a page, and statements of one shape differ only in their values.
 * At most 300 shapes are kept; past that they start over.
 */
const keptStatements = new WeakMap<Executor, Map<string, unknown>>();
export function kept<P>(db: Executor, key: string, build: () => { prepare(name: string): P }): P {
  let shapes = keptStatements.get(db);
  if (!shapes) keptStatements.set(db, (shapes = new Map()));
  let statement = shapes.get(key) as P | undefined;
  if (!statement) {
    if (shapes.size >= 300) shapes.clear();
    // Unnamed: PostgreSQL still plans each for its own values.
    statement = build().prepare('');
    shapes.set(key, statement);
  }
  return statement;
}
