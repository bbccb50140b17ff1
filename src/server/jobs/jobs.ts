import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Services } from '../services.ts';

/** Scheduled order work, run by pg-boss in PostgreSQL so any number of instances share it. */
export const ORDER_JOBS = {
  /**
   * Payments the provider has not answered for good are verified with it: paid ones are applied
   * (a lost webhook strands nothing), unpaid checkouts give their stock back after 30 minutes.
   */
  reconcilePayments: { name: 'payments-reconcile', cron: '* * * * *' },
  /** Idempotency keys are kept for a day. */
  expireIdempotencyKeys: { name: 'idempotency-expire', cron: '17 * * * *' },
  /** Orders delivered 7 days ago without a reply become RECEIVED. */
  autoReceive: { name: 'orders-auto-receive', cron: '*/10 * * * *' },
} as const;

export async function startJobs(opts: {
  pool: pg.Pool;
  services: Pick<Services, 'payments' | 'orderStatus' | 'idempotency'>;
  log: (msg: string, detail?: unknown) => void;
  /** Tests poll faster. */
  pollingIntervalSeconds?: number;
}) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => opts.pool.query(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (err) => opts.log('job queue error', err));
  await boss.start();
  const handlers: Record<string, () => Promise<number>> = {
    [ORDER_JOBS.reconcilePayments.name]: () => opts.services.payments.reconcile(),
    [ORDER_JOBS.autoReceive.name]: () => opts.services.orderStatus.autoReceive(),
    [ORDER_JOBS.expireIdempotencyKeys.name]: () => opts.services.idempotency.expire(),
  };
  for (const job of Object.values(ORDER_JOBS)) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, undefined, { tz: 'Africa/Lagos' });
    await boss.work(
      job.name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 },
      async () => {
        const count = await handlers[job.name]!();
        if (count > 0) opts.log(`${job.name}: ${count} handled`);
      },
    );
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
