import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request (or job) that the code running now works for, so a log line written deep in a
 * service, an event handler or a job retried on another instance names the request it came from.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

/** An id a proxy or client sent that is safe to keep (short, plain characters only). */
const GIVEN_ID = /^[\w.:-]{8,64}$/;

/** The request's id: the one the load balancer gave it (`X-Request-Id`), or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && GIVEN_ID.test(header) ? header : randomUUID();
}

/** The id of the request or job this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** Runs `work` as part of the request or job with this id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}
