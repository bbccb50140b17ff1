import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { withRequestId } from '../request-context.ts';
import { bossExecutor, createEventQueues } from '../events/event-bus.ts';
import { EVENT_HANDLERS, SCHEDULED_JOBS, type Services } from '../services.ts';

/**
 * The job queue (pg-boss, in PostgreSQL): installed or upgraded on start, shared by instances,
 * with the queues of the modules' event handlers, so events can be published at once.
 */
export async function openJobQueue(db: Db, opts: { workers: boolean }): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossExecutor(db),
    schema: 'pgboss',
    supervise: opts.workers,
    schedule: opts.workers,
  });
  await boss.start();
  await createEventQueues(boss, EVENT_HANDLERS);
  return boss;
}

/** The job queue's tables with these queues in them (where a restored backup's jobs belong). */
export async function createQueues(db: Db, names: readonly string[]): Promise<void> {
  const boss = await openJobQueue(db, { workers: false });
  try {
    for (const name of names) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * Workers for what the modules schedule (their manifests' jobs) and for events whose delivery
 * did not finish where they were published. Any number of instances share the work.
 */
export async function startJobs(opts: {
  boss: PgBoss;
  services: Services;
  log: (msg: string, detail?: unknown) => void;
  /** Tests poll faster. */
  pollingIntervalSeconds?: number;
}) {
  const { boss, services } = opts;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 10;
  boss.on('error', (err) => opts.log('job queue error', err));
  for (const job of SCHEDULED_JOBS) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, undefined, { tz: 'Africa/Lagos' });
    await boss.work(job.name, { pollingIntervalSeconds }, async ([run]) => {
      // A scheduled run's log lines share an id, as a request's do.
      await withRequestId(`job-${run?.id ?? job.name}`, async () => {
        const count = await job.run(services);
        if (count > 0) opts.log(`${job.name}: ${count} handled`);
      });
    });
  }
  await services.events.work(pollingIntervalSeconds);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
