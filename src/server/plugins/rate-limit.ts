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
  /** How long until the key's window ends (0 when nothing is counted). */
  remainingMs: (key: string) => Promise<number>;
  /** Takes back one hit (of a request refused by another limit). */
  undo: (key: string, windowMs: number) => Promise<void>;
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
      remainingMs: async (key) => Math.max(0, await redis.pttl(`oja-attempts:${key}`)),
      undo: async (key, windowMs) => {
        const k = `oja-attempts:${key}`;
        // Should the window have ended in between, the key made here still expires.
        await redis.multi().decr(k).pexpire(k, windowMs, 'NX').exec();
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
    remainingMs: async (key) => Math.max(0, (live(key)?.resetAt ?? 0) - Date.now()),
    undo: async (key) => {
      const entry = live(key);
      if (entry && entry.n > 0) entry.n -= 1;
    },
  };
}

/** One count and the windows it is limited in (for example 1 a minute, 5 an hour, 10 a day). */
export type Allowance = { key: string; rules: RateLimitRule[]; what: string };

/**
 * Spends one of each allowance: every rule's counter goes up by one (atomically, so concurrent
 * requests cannot all slip under a limit), and when any is past its maximum the request is
 * refused with 429, a Retry-After header and a message saying when to try again; a refused
 * request takes its hits back, so it uses up no allowance (of another account, number or
 * address) itself. Counters live in Redis when configured, so the limits hold across instances.
 */
export async function spendAllowances(
  attempts: AttemptCounter,
  allowances: Allowance[],
): Promise<void> {
  const counters = allowances.flatMap(({ key, rules, what }) =>
    rules.map((rule) => ({ key: `${key}:${rule.timeWindowMs}`, rule, what })),
  );
  const spent = await Promise.all(
    counters.map(async ({ key, rule, what }) => {
      const n = await attempts.hit(key, rule.timeWindowMs);
      return n > rule.max ? { what, waitMs: await attempts.remainingMs(key) } : null;
    }),
  );
  const over = spent.filter((s) => s !== null).sort((a, b) => b.waitMs - a.waitMs)[0];
  if (!over) return;
  await Promise.all(counters.map(({ key, rule }) => attempts.undo(key, rule.timeWindowMs)));
  throw tryAgainLater(over.what, over.waitMs);
}

/** "30 seconds", "1 minute", "3 hours": how long, in words. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [n, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** 429 saying what was limited and when to try again (also as a Retry-After header). */
export function tryAgainLater(what: string, waitMs: number) {
  const error = tooManyRequests(`${what}, please try again in ${waitInWords(waitMs)}`);
  error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
}
