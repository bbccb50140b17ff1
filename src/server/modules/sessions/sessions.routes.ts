import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { tokenPairSchema } from '#shared/schemas/users.ts';
import { ok } from '../../http.ts';
import type { SessionsService } from './sessions.service.ts';

export async function sessionsRoutes(
  app: FastifyInstance,
  { sessions }: { sessions: SessionsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/users/refresh/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old one stops working)',
        params: z.object({ token: z.string().min(20).max(200) }),
        response: { 200: envelope(tokenPairSchema) },
      },
    },
    async (request) => ok(await sessions.rotate(request.params.token)),
  );
}
