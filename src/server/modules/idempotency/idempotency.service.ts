import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../crypto.ts';
import { AppError, badRequest } from '../../errors.ts';
import * as repo from './idempotency.repo.ts';

/** How long a key's first answer is kept for repeats. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

/**
 * `Idempotency-Key` for POSTs that move money or stock: the first request with a key runs, a
 * repeat from the same user gets the first answer and creates nothing, and the same key with a
 * different request is refused. A request that fails frees its key, so it can be tried again.
 */
export function createIdempotencyService({ db }: { db: Db }) {
  return {
    async once<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      run: () => Promise<{ status: number; body: T }>,
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
      const key = { userId, key: header, requestHash };
      const retainedSince = new Date(Date.now() - IDEMPOTENCY_RETENTION_MS);
      if (!(await repo.reserve(db, key, retainedSince))) {
        const first = await repo.find(db, userId, header);
        if (first && first.requestHash !== requestHash)
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request',
          );
        if (!first || first.responseStatus === null)
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_IN_USE',
            'A request with this Idempotency-Key is still being processed, please wait',
          );
        reply.status(first.responseStatus).header('idempotent-replayed', 'true');
        return first.responseBody as T;
      }
      let response: { status: number; body: T };
      try {
        response = await run();
      } catch (err) {
        await repo.release(db, userId, header);
        throw err;
      }
      // Stored as the JSON the client receives.
      await repo.complete(db, userId, header, {
        status: response.status,
        body: JSON.parse(JSON.stringify(response.body)),
      });
      reply.status(response.status);
      return response.body;
    },

    /** Drops keys past their retention (a daily job). */
    expire: (now = new Date()) =>
      repo.deleteOlderThan(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
  };
}
