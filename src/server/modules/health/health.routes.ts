import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../http.ts';

const status = envelope(z.object({ status: z.string() }));

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { tags: ['health'], response: { 200: status } } }, async () =>
    ok({ status: 'ok' }),
  );
  r.get('/api/ready', { schema: { tags: ['health'], response: { 200: status } } }, async () => {
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      throw new AppError(503, 'NOT_READY', 'The database is not reachable');
    }
    return ok({ status: 'ready' });
  });
}
