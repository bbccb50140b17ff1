import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { suggestionsQuerySchema, suggestionsSchema } from '#shared/schemas/suggestions.ts';
import { ok } from '../../http.ts';
import type { SuggestionsService } from './suggestions.service.ts';

// The answer is the same for everyone and the indexes are minutes old anyway: browsers and
// proxies may keep it for a minute, so a shopper deleting and retyping asks once.
const cacheForAMinute = { 'cache-control': 'public, max-age=60' };

export async function suggestionsRoutes(
  app: FastifyInstance,
  { suggestions }: { suggestions: SuggestionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/suggestions',
    {
      schema: {
        tags: ['search'],
        querystring: suggestionsQuerySchema,
        response: { 200: envelope(suggestionsSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(cacheForAMinute);
      return ok(await suggestions.suggest(request.query.q));
    },
  );
}
