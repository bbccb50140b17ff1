import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Every /api/v1 request must carry one of the accepted `x-api-key` values. */
export function registerApiKeyCheck(app: FastifyInstance, acceptedKeys: string[]): void {
  const accepted = new Set(acceptedKeys);
  app.addHook('onRequest', async (request) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !accepted.has(key)) {
      throw new AppError(401, 'INVALID_API_KEY', 'A valid API key is required');
    }
  });
}
