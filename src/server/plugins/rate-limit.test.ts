import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttemptCounter, spendAllowances, waitInWords } from './rate-limit.ts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores = [['memory', undefined], ...(redis ? [['redis', redis] as const] : [])] as const;

describe.each(stores)('attempt counter (%s)', (_name, store) => {
  it('counts per key within the window and forgets after it', async () => {
    const counter = createAttemptCounter(store);
    const key = `test:${randomBytes(4).toString('hex')}`;
    expect(await counter.count(key)).toBe(0);
    expect(await counter.hit(key, 300)).toBe(1);
    expect(await counter.hit(key, 300)).toBe(2);
    expect(await counter.count(key)).toBe(2);
    expect(await counter.count(`${key}:other`)).toBe(0);
    await new Promise((r) => setTimeout(r, 350));
    expect(await counter.count(key)).toBe(0);
  });
});

describe.each(stores)('allowances (%s)', (_name, store) => {
  it('refuses past any rule, says when, and takes a refused request’s hits back', async () => {
    const counter = createAttemptCounter(store);
    const id = randomBytes(4).toString('hex');
    const number = { key: `to:${id}`, rules: [{ max: 1, timeWindowMs: 60_000 }], what: 'Number' };
    const account = (n: string) => ({
      key: `acct:${id}:${n}`,
      rules: [{ max: 5, timeWindowMs: 3_600_000 }],
      what: 'Account',
    });
    await spendAllowances(counter, [number, account('a')]);
    const refused = await spendAllowances(counter, [number, account('b')]).catch((e) => e);
    expect(refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.message).toMatch(/^Number, please try again in (\d+ seconds?|1 minute)$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The refused request used none of account b's allowance, and left the number's at its max.
    expect(await counter.count(`acct:${id}:b:3600000`)).toBe(0);
    expect(await counter.count(`to:${id}:60000`)).toBe(1);
  });

  it('lets exactly the maximum through when requests arrive together', async () => {
    const counter = createAttemptCounter(store);
    const rule = { key: `burst:${randomBytes(4).toString('hex')}`, what: 'Burst' };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        spendAllowances(counter, [{ ...rule, rules: [{ max: 3, timeWindowMs: 60_000 }] }]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });
});

describe('waitInWords', () => {
  it('says how long in the largest whole unit, rounded up', () => {
    expect(waitInWords(400)).toBe('1 second');
    expect(waitInWords(45_000)).toBe('45 seconds');
    expect(waitInWords(60_000)).toBe('1 minute');
    expect(waitInWords(61_000)).toBe('2 minutes');
    expect(waitInWords(3_600_000)).toBe('1 hour');
    expect(waitInWords(20 * 3_600_000)).toBe('20 hours');
  });
});
