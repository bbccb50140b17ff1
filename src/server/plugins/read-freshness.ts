import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookies } from '../cookies.ts';
import { parseWalPosition, withReadFreshness, type ReadReplica } from '../db/replica.ts';

/** Where a client keeps the primary's position after its last write (a cookie, or a header). */
export const READ_AFTER_COOKIE = 'oja_read_after';
export const READ_AFTER_HEADER = 'x-read-after';
const READS_ONLY = new Set(['GET', 'HEAD']);

function readAfterOf(request: FastifyRequest): bigint {
  const header = request.headers[READ_AFTER_HEADER];
  const given =
    (typeof header === 'string' ? header : undefined) ??
    parseCookies(request.headers.cookie).get(READ_AFTER_COOKIE);
  return parseWalPosition(given) ?? 0n;
}

/**
 * With a read replica, each request says how fresh its reads must be: a request that only reads
 * may use the replica once it has replayed the client's last write, wherever that write was
 * served; a write request reads from the primary throughout. After a write the answer carries the
 * primary's position (a cookie for browsers, a header for other clients), so the same user's next
 * reads, on any instance, never see the time before it.
 */
export function registerReadFreshness(
  app: FastifyInstance,
  { replica, maxLagMs, secure }: { replica: ReadReplica; maxLagMs: number; secure: boolean },
) {
  app.addHook('onRequest', (request, _reply, done) => {
    const replicaAllowed = READS_ONLY.has(request.method);
    withReadFreshness({ replicaAllowed, after: replicaAllowed ? readAfterOf(request) : 0n }, done);
  });
  // Kept a little past the lag bound: by then the replica has it or reads go to the primary.
  const keepSeconds = Math.max(30, Math.ceil((2 * maxLagMs) / 1000));
  app.addHook('onSend', async (request, reply) => {
    if (READS_ONLY.has(request.method) || request.method === 'OPTIONS') return;
    const position = (await replica.primaryPosition()).toString();
    reply.header(READ_AFTER_HEADER, position);
    reply.header(
      'set-cookie',
      `${READ_AFTER_COOKIE}=${position}; Path=/; Max-Age=${keepSeconds}; HttpOnly; SameSite=Lax${
        secure ? '; Secure' : ''
      }`,
    );
  });
}
