import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { tokenPairSchema } from '#shared/schemas/users.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { SessionsService } from './sessions.service.ts';

export async function sessionsRoutes(
  app: FastifyInstance,
  { sessions }: { sessions: SessionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/users/logout',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session’s refresh tokens stop working and its live streams end',
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      currentUserId(request);
      await sessions.end(request.auth!.sessionId);
      return ok({}, 'You are signed out');
    },
  );
  r.post(
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
