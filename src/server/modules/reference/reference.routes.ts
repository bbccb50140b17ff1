import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  categorySchema,
  countrySchema,
  stateSchema,
  tagBodySchema,
  tagSchema,
} from '#shared/schemas/reference.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReferenceService } from './reference.service.ts';

// Reference data changes only with a release: let browsers and proxies keep it for a day.
const cacheForADay = { 'cache-control': 'public, max-age=86400' };

export async function referenceRoutes(
  app: FastifyInstance,
  { reference }: { reference: ReferenceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];
  const iso = z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code');

  r.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(z.array(categorySchema)) } } },
    async () => ok(await reference.categories()),
  );
  r.get(
    '/categories/:id/tags',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: envelope(z.array(tagSchema)) },
      },
    },
    async (request) => ok(await reference.categoryTags(request.params.id)),
  );
  r.get(
    '/businesses/:id/tags',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: envelope(z.array(tagSchema)) },
      },
    },
    async (request) => ok(await reference.businessTags(request.params.id)),
  );
  r.post(
    '/tags',
    {
      preValidation: app.requireUser,
      schema: { tags, body: tagBodySchema, response: { 201: envelope(tagSchema) } },
    },
    async (request, reply) => {
      const tag = await reference.createTag(
        currentUserId(request),
        request.body.businessId,
        request.body.name,
      );
      reply.status(201);
      return ok(tag, 'Tag created successfully');
    },
  );
  r.get(
    '/countries',
    { schema: { tags, response: { 200: envelope(z.array(countrySchema)) } } },
    async (_req, reply) => reply.headers(cacheForADay).send(ok(reference.countries())),
  );
  r.get(
    '/countries/:iso/states',
    {
      schema: {
        tags,
        params: z.object({ iso }),
        response: { 200: envelope(z.array(stateSchema)) },
      },
    },
    async (request, reply) =>
      reply.headers(cacheForADay).send(ok(reference.states(request.params.iso))),
  );
  r.get(
    '/countries/:iso/states/:state/cities',
    {
      schema: {
        tags,
        params: z.object({ iso, state: z.string().trim().min(1).max(80) }),
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request, reply) =>
      reply
        .headers(cacheForADay)
        .send(ok(reference.cities(request.params.iso, request.params.state))),
  );
  r.get(
    '/countries/NG/states/:state/lgas',
    {
      schema: {
        tags,
        summary: "A Nigerian state's local government areas",
        params: z.object({ state: z.string().trim().min(1).max(80) }),
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request, reply) =>
      reply.headers(cacheForADay).send(ok(reference.lgas(request.params.state))),
  );
}
