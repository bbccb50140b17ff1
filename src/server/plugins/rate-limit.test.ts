import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttemptCounter } from './rate-limit.ts';

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
