import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * The job queue as monitoring sees it: per queue, the jobs ready to run and not yet taken, and
 * how long the oldest has waited. One short read of pg-boss's table, at each scrape.
 */
export async function jobQueueDepths(db: Executor) {
  const { rows } = await db.execute<{ queue: string; waiting: number; oldest: number }>(sql`
    SELECT name AS queue, count(*)::int AS waiting,
           extract(epoch FROM now() - min(start_after))::float8 AS oldest
      FROM pgboss.job
     WHERE state IN ('created', 'retry') AND start_after <= now()
     GROUP BY name`);
  return rows;
}
