import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.ts';

/** Runs inside a transaction, after its work and before its commit; throwing rolls it back. */
export type CommitHook = (tx: Tx) => Promise<void>;

const current = new AsyncLocalStorage<CommitHook>();

/**
 * Runs `work` with `hook` added to every transaction it opens, so something that must hold
 * together with the work (an idempotency key's claim on it, a console action's audit record)
 * commits with it or not at all. Hooks nest: an outer one runs too, first.
 */
export function withCommitHook<T>(hook: CommitHook, work: () => Promise<T>): Promise<T> {
  const outer = current.getStore();
  return current.run(
    outer
      ? async (tx) => {
          await outer(tx);
          await hook(tx);
        }
      : hook,
    work,
  );
}

/** Makes `db.transaction` run the hook of the code that opened it, if any, before committing. */
export function runCommitHooks(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    begin(async (tx) => {
      const result = await work(tx);
      await current.getStore()?.(tx);
      return result;
    }, config)) as Db['transaction'];
}
