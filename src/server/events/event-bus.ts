import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db, Tx } from '../db/client.ts';
import { currentRequestId, withRequestId } from '../request-context.ts';
import type { EventHandler, Publish } from './events.ts';

/**
 * Lets pg-boss run its SQL on a Drizzle database or open transaction, so a job queued inside a
 * transaction commits or rolls back with it. pg-boss binds one parameter in several places with
 * different inferred types, which only the driver's own numbered parameters express, so this
 * reaches the node-postgres client under Drizzle's session (the pool, or the transaction's
 * connection); the event tests fail if that ever moves.
 */
export function bossExecutor(db: Db | Tx): PgBoss.Db {
  const client = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
  return {
    executeSql: async (text, values = []) => {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * Where a queued event keeps the id of the request that published it, beside its payload: a
 * worker on any instance runs the handler as part of that request (its log lines name it).
 */
const REQUEST_ID = '_requestId';

/** The payload as published, and the request it came from (absent on jobs queued without one). */
function unpack(data: object): { payload: object; requestId: string | undefined } {
  const { [REQUEST_ID]: requestId, ...payload } = data as Record<string, unknown>;
  return { payload, requestId: typeof requestId === 'string' ? requestId : undefined };
}

/** Each subscriber's own queue: `<event>--<subscriber>`. */
const queueOf = (h: EventHandler) => `${h.event}--${h.subscriber}`;

/** Every subscriber's queue exists before anything is published to it. */
export async function createEventQueues(
  boss: PgBoss,
  handlers: readonly EventHandler[],
): Promise<void> {
  for (const h of handlers) await boss.createQueue(queueOf(h));
}

export type EventBus = {
  /**
   * The services handlers act through (built after the bus, which they use to publish). Each
   * handler is typed by what it uses; the root checks that the services hold all of it.
   */
  attach(services: object): void;
  /**
   * Runs `work` in one database transaction; what it publishes reaches the subscribers once
   * the transaction has committed, and never if it rolls back.
   */
  transaction<T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T>;
  /** Job workers: events whose delivery did not finish in the publishing process. */
  work(pollingIntervalSeconds: number): Promise<void>;
};

/**
 * Delivers domain events to their subscribers, at least once, even across a crash:
 * each subscriber's job is queued in pg-boss inside the publisher's transaction, so it commits
 * or rolls back with the change it reports. Right after the commit the handlers run in this
 * process and their jobs are deleted; a job whose handler did not finish (an error, a crash) is
 * picked up by a worker once its grace period is over and retried with back-off.
 */
export function createEventBus(deps: {
  db: Db;
  boss: PgBoss;
  handlers: readonly EventHandler[];
  log: (msg: string, detail?: unknown) => void;
  /** How long a queued event waits for its in-process delivery before workers take it. */
  graceSeconds?: number;
}): EventBus {
  const { db, boss } = deps;
  let services: object | undefined;
  const byEvent = new Map<string, EventHandler[]>();
  for (const h of deps.handlers) byEvent.set(h.event, [...(byEvent.get(h.event) ?? []), h]);

  type Queued = { handler: EventHandler; payload: object; jobId: string | null };

  async function deliver({ handler, payload, jobId }: Queued): Promise<void> {
    try {
      await handler.handle(payload as never, services as never);
      if (jobId) await boss.deleteJob(queueOf(handler), jobId);
    } catch (err) {
      deps.log(`${queueOf(handler)}: handler failed, a worker retries it`, err);
    }
  }

  return {
    attach(built: object) {
      services = built;
    },

    async transaction<T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
      const queued: Queued[] = [];
      const result = await db.transaction(async (tx) => {
        const publish: Publish = async (event, payload) => {
          for (const handler of byEvent.get(event.name) ?? []) {
            const requestId = currentRequestId();
            const data = requestId ? { ...payload, [REQUEST_ID]: requestId } : payload;
            const jobId = await boss.send(queueOf(handler), data, {
              db: bossExecutor(tx),
              startAfter: deps.graceSeconds ?? 120,
              retryLimit: 10,
              retryDelay: 30,
              retryBackoff: true,
            });
            queued.push({ handler, payload, jobId });
          }
        };
        return work(tx, publish);
      });
      for (const q of queued) await deliver(q);
      return result;
    },

    async work(pollingIntervalSeconds: number): Promise<void> {
      for (const h of deps.handlers) {
        await boss.work(queueOf(h), { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) {
            const { payload, requestId } = unpack(job.data as object);
            await withRequestId(requestId ?? `job-${job.id}`, () =>
              h.handle(payload as never, services as never),
            );
          }
        });
      }
    },
  };
}
