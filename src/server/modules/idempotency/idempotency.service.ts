import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withCommitHook } from '../../db/commit-hooks.ts';
import { sha256 } from '../../crypto.ts';
import { AppError, badRequest } from '../../errors.ts';
import * as repo from './idempotency.repo.ts';

/** How long a key's first answer is kept for repeats. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
/** How long a running attempt holds its key without renewing it (it renews at a third of this). */
export const IDEMPOTENCY_LEASE_MS = 15_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

type Answer<T> = { status: number; body: T };

const inUse = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed, please wait',
  );

/**
 * `Idempotency-Key` for POSTs that move money or stock: the first request with a key runs, a
 * repeat from the same user gets the first answer and creates nothing, and the same key with a
 * different request is refused. A request that fails frees its key, so it can be tried again.
 *
 * A request whose instance dies must not hold its key for a day, nor be run twice. Each attempt
 * holds the key on a lease it renews while running, and its transactions mark the key as they
 * commit, in the same transaction, only while the key is still theirs. A repeat after the lease ran
 * out runs again when nothing of the dead attempt committed; when some did, it is told so
 * (`IDEMPOTENCY_KEY_INTERRUPTED`) and nothing is done twice. Writes made outside a transaction are
 * not covered; the routes that take a key write their money and stock in transactions.
 */
export function createIdempotencyService({
  db,
  leaseMs = IDEMPOTENCY_LEASE_MS,
}: {
  db: Db;
  leaseMs?: number;
}) {
  async function runAttempt<T>(
    attempt: { userId: string; key: string; attempt: string },
    run: () => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    let active = true;
    const renewal = setInterval(() => {
      repo.renew(db, attempt, leaseMs).catch(() => {});
    }, leaseMs / 3);
    renewal.unref();
    try {
      const response = await withCommitHook(async (tx) => {
        // Work started by this request that commits after it ended (a queued job) is not its own.
        if (active && !(await repo.markWorkCommitted(tx, attempt))) throw inUse();
      }, run);
      // Stored as the JSON the client receives.
      await repo.complete(db, attempt, {
        status: response.status,
        body: JSON.parse(JSON.stringify(response.body)),
      });
      return response;
    } catch (err) {
      await repo.release(db, attempt);
      throw err;
    } finally {
      active = false;
      clearInterval(renewal);
    }
  }

  return {
    /**
     * Runs `run` once per key. `interrupted` is what a repeat is told when the attempt that had the
     * key died after its work committed and before its answer was stored (where to find the result).
     */
    async once<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      run: () => Promise<Answer<T>>,
      interrupted = 'This request was completed but its answer was lost: check its result before trying again',
    ): Promise<T> {
      const header = request.headers['idempotency-key'];
      if (header === undefined) {
        const { status, body } = await run();
        reply.status(status);
        return body;
      }
      if (typeof header !== 'string' || !KEY.test(header))
        throw badRequest({ 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters' });
      const requestHash = sha256(
        `${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`,
      );
      const attempt = { userId, key: header, requestHash, attempt: randomUUID() };
      const retainedSince = new Date(Date.now() - IDEMPOTENCY_RETENTION_MS);
      const mine =
        (await repo.reserve(db, attempt, retainedSince, leaseMs)) ||
        (await repo.takeOver(db, attempt, leaseMs));
      if (!mine) {
        const first = await repo.find(db, userId, header);
        if (first && first.requestHash !== requestHash)
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request',
          );
        if (first && first.responseStatus === null && first.lapsed && first.workCommitted)
          throw new AppError(409, 'IDEMPOTENCY_KEY_INTERRUPTED', interrupted);
        if (!first || first.responseStatus === null) throw inUse();
        reply.status(first.responseStatus).header('idempotent-replayed', 'true');
        return first.responseBody as T;
      }
      const response = await runAttempt(attempt, run);
      reply.status(response.status);
      return response.body;
    },

    /** Drops keys past their retention (a daily job). */
    expire: (now = new Date()) =>
      repo.deleteOlderThan(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
  };
}
