import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQueue } from '../jobs/jobs.ts';
import { currentRequestId, withRequestId } from '../request-context.ts';
import type { Services } from '../services.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createEventBus, createEventQueues } from './event-bus.ts';
import { defineEvent, on } from './events.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const somethingHappened = defineEvent<{ n: number }>('something-happened');
const jobsIn = async (queue: string) => {
  const { rows } = await ctx.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND state <> 'completed'`,
  );
  return (rows[0] as { n: number }).n;
};

describe('domain events', () => {
  it('reach their subscriber after the commit, leave no job behind, and never on a rollback', async () => {
    const seen: number[] = [];
    const recorder = on(somethingHappened, 'test', async (e) => void seen.push(e.n));
    const boss = await openJobQueue(ctx.db, { workers: false });
    const bus = createEventBus({
      db: ctx.db,
      boss,
      log: () => {},
      handlers: [recorder],
    });
    bus.attach({} as Services);
    await createEventQueues(boss, [recorder]);
    await bus.transaction(async (_tx, publish) => {
      await publish(somethingHappened, { n: 1 });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
    expect(await jobsIn('something-happened--test')).toBe(0);

    await expect(
      bus.transaction(async (_tx, publish) => {
        await publish(somethingHappened, { n: 2 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(seen).toEqual([1]);
    expect(await jobsIn('something-happened--test')).toBe(0);
    await boss.stop({ graceful: false });
  });

  it('a delivery that fails in the publishing process is retried by the workers, for the same request', async () => {
    const seen: number[] = [];
    const payloads: object[] = [];
    const requests: (string | undefined)[] = [];
    let failNext = true;
    const flaky = on(somethingHappened, 'flaky', async (e) => {
      payloads.push(e);
      requests.push(currentRequestId());
      if (failNext) {
        failNext = false;
        throw new Error('mail server down');
      }
      seen.push(e.n);
    });
    const boss = await openJobQueue(ctx.db, { workers: true });
    const bus = createEventBus({
      db: ctx.db,
      boss,
      log: () => {},
      graceSeconds: 1,
      handlers: [flaky],
    });
    bus.attach({} as Services);
    await createEventQueues(boss, [flaky]);
    await bus.work(0.5);
    try {
      await withRequestId('req-from-the-checkout', () =>
        bus.transaction(async (_tx, publish) => publish(somethingHappened, { n: 7 })),
      );
      expect(seen).toEqual([]);
      expect(await jobsIn('something-happened--flaky')).toBe(1);
      await expect.poll(() => seen, { timeout: 15_000, interval: 250 }).toEqual([7]);
      // The worker's try ran as part of the request that published it, with the payload as sent.
      expect(requests).toEqual(['req-from-the-checkout', 'req-from-the-checkout']);
      expect(payloads).toEqual([{ n: 7 }, { n: 7 }]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
