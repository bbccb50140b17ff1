import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from '../errors.ts';

/** Per-route limits by client IP; counters live in Redis when configured, else in memory. */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'oja-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests, please try again in ${context.after}`),
  });
}

export function routeLimit(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } };
}

/**
 * Counts events per key in a fixed window (failed logins per account, reset e-mails per
 * account). Shared across instances through Redis when it is configured.
 */
export type AttemptCounter = {
  count: (key: string) => Promise<number>;
  hit: (key: string, windowMs: number) => Promise<number>;
};

export function createAttemptCounter(redis: Redis | undefined): AttemptCounter {
  if (redis) {
    return {
      count: async (key) => Number((await redis.get(`oja-attempts:${key}`)) ?? 0),
      hit: async (key, windowMs) => {
        const k = `oja-attempts:${key}`;
        const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
          [unknown, number],
        ];
        return n;
      },
    };
  }
  const counts = new Map<string, { n: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: async (key) => live(key)?.n ?? 0,
    hit: async (key, windowMs) => {
      if (counts.size > 100_000) for (const k of counts.keys()) live(k);
      const entry = live(key) ?? { n: 0, resetAt: Date.now() + windowMs };
      entry.n += 1;
      counts.set(key, entry);
      return entry.n;
    },
  };
}
