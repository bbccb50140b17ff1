import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  supportKeyQuerySchema,
  supportListQuerySchema,
  supportReplyBodySchema,
  supportRequestBodySchema,
  supportRequestCreatedSchema,
  supportRequestPageSchema,
  supportRequestParamsSchema,
  supportRequestSchema,
} from '#shared/schemas/support.ts';
import type { RateLimitRule } from '../../config.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { SupportService } from './support.service.ts';

const tags = ['support'];

/** Counted per account when signed in, else per address: one person, one allowance. */
const askerKey = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
const limit = (rule: RateLimitRule) => ({
  rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs, keyGenerator: askerKey },
});

export async function supportRoutes(
  app: FastifyInstance,
  deps: {
    support: SupportService;
    limits: { request: RateLimitRule; reply: RateLimitRule };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { support } = deps;
  const viewer = (request: FastifyRequest) => request.auth?.userId ?? null;

  r.post(
    '/support/requests',
    {
      config: limit(deps.limits.request),
      schema: {
        tags,
        summary:
          'Ask Oja support. Visitors give name and email and get a secret key for their link; a signed-in user asks as their account, and an order they name must be theirs.',
        body: supportRequestBodySchema,
        response: { 201: envelope(supportRequestCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await support.create(viewer(request), request.body);
      reply.status(201);
      return ok(
        created,
        `We received your request ${created.reference}; we sent the details to ${created.requester.email}`,
      );
    },
  );

  r.get(
    '/support/requests',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's support requests, the most recently active first",
        querystring: supportListQuerySchema,
        response: { 200: envelope(supportRequestPageSchema) },
      },
    },
    async (request) =>
      ok(await support.mine(currentUserId(request), request.query.page, request.query.limit)),
  );

  r.get(
    '/support/requests/:id',
    {
      schema: {
        tags,
        summary:
          'A request and its thread, for its requester (signed in, or with the key of their link); Oja staff read it in the console',
        params: supportRequestParamsSchema,
        querystring: supportKeyQuerySchema,
        response: { 200: envelope(supportRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await support.get(request.params.id, {
          userId: viewer(request),
          key: request.query.key,
        }),
      ),
  );

  r.post(
    '/support/requests/:id/replies',
    {
      config: limit(deps.limits.reply),
      schema: {
        tags,
        summary:
          "The requester adds a message to their request's thread, which puts it back in support's queue; Oja staff answer from the console",
        params: supportRequestParamsSchema,
        querystring: supportKeyQuerySchema,
        body: supportReplyBodySchema,
        response: { 201: envelope(supportRequestSchema) },
      },
    },
    async (request, reply) => {
      const updated = await support.reply(
        request.params.id,
        { userId: viewer(request), key: request.query.key },
        request.body.message,
      );
      reply.status(201);
      return ok(updated, 'Reply sent');
    },
  );
}
