import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  searchSynonymBodySchema,
  searchSynonymGroupSchema,
  searchSynonymParamsSchema,
  searchSynonymsSchema,
} from '#shared/schemas/search-synonyms.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { SearchSynonymsService } from './search-synonyms.service.ts';

const tags = ['search'];

export async function searchSynonymsRoutes(
  app: FastifyInstance,
  deps: { searchSynonyms: SearchSynonymsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { searchSynonyms } = deps;
  const supportOnly = { preValidation: app.requireRole('admin') };

  r.get(
    '/search/synonyms',
    {
      ...supportOnly,
      schema: {
        tags,
        summary:
          "Oja support only: the repository's synonym groups (read-only) and those added in the console",
        response: { 200: envelope(searchSynonymsSchema) },
      },
    },
    async () => ok(await searchSynonyms.list()),
  );

  r.post(
    '/search/synonyms',
    {
      ...supportOnly,
      schema: {
        tags,
        summary:
          'Oja support only: add a group of phrases that mean the same (2 to 12, normalised); searches use it at once. 409 when the group exists.',
        body: searchSynonymBodySchema,
        response: { 201: envelope(searchSynonymGroupSchema) },
      },
    },
    async (request, reply) => {
      const added = await searchSynonyms.add(currentUserId(request), request.body.phrases);
      reply.status(201);
      return ok(added, 'Synonym group added');
    },
  );

  r.delete(
    '/search/synonyms/:id',
    {
      ...supportOnly,
      schema: {
        tags,
        summary: 'Oja support only: remove a group added in the console',
        params: searchSynonymParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await searchSynonyms.remove(currentUserId(request), request.params.id);
      return ok(null, 'Synonym group removed');
    },
  );
}
