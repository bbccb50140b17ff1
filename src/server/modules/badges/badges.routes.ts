import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badgePayBodySchema,
  badgePaymentSchema,
  badgeVerificationQuerySchema,
  badgeVerificationSchema,
  type BadgeKind,
  type BadgePayBody,
} from '#shared/schemas/badges.ts';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import { badRequest } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { BadgesService } from './badges.service.ts';

const tags = ['badges'];
const params = z.object({ id: idSchema });
const KEY = /^[\x21-\x7e]{1,255}$/;
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() }).passthrough();
const paySummary = (what: string) =>
  `Pay for ${what} verification badge request from the wallet or by card (reward points may cover part). Every requirement of the checklist must be met (400 names each unmet one); one pending or approved request at a time (409). Send an Idempotency-Key header: a repeat charges nothing and answers with the same request.`;

export async function badgesRoutes(
  app: FastifyInstance,
  deps: { badges: BadgesService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const { badges } = deps;

  function idempotencyKey(request: FastifyRequest) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return undefined;
    if (typeof header !== 'string' || !KEY.test(header))
      throw badRequest({ 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters' });
    return header;
  }

  async function pay(
    request: FastifyRequest,
    kind: BadgeKind,
    subjectId: string,
    body: BadgePayBody,
  ) {
    const { origin, referer } = request.headers;
    const result = await badges.pay(
      currentUserId(request),
      kind,
      subjectId,
      {
        payWith: body?.payWith,
        points: body?.point === '' ? undefined : body?.point,
        returnOrigin: deps.ownOrigin(origin ?? referer),
        shown: body?.amount,
      },
      idempotencyKey(request),
    );
    return ok(
      result,
      result.authorizationUrl
        ? 'Complete the payment'
        : 'Your verification request was received and will be reviewed',
    );
  }

  const paySchema = (summary: string) => ({
    tags,
    summary,
    params,
    headers: idempotencyHeader,
    body: badgePayBodySchema,
    response: { 200: envelope(badgePaymentSchema) },
  });

  r.put(
    '/users/:id/content-creator/request-verification',
    { ...auth, schema: paySchema(paySummary('a content creator’s')) },
    async (request) => pay(request, 'CREATOR', request.params.id, request.body),
  );
  r.post(
    '/users/:id/badge/verification/pay',
    { ...auth, schema: paySchema(paySummary('a personal')) },
    async (request) => pay(request, 'PERSONAL', request.params.id, request.body),
  );
  r.post(
    '/businesses/:id/badge/verification/pay',
    { ...auth, schema: paySchema(paySummary('a business’s')) },
    async (request) => pay(request, 'BUSINESS', request.params.id, request.body),
  );

  r.get(
    '/users/:id/badge/verification',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The signed-in user’s verification checklist, fee and latest request (a creator’s badge for a creator unless kind says otherwise; kind=CREATOR for someone not yet a creator shows what it would ask, with “Creator on Oja” unmet)',
        params,
        querystring: badgeVerificationQuerySchema,
        response: { 200: envelope(badgeVerificationSchema) },
      },
    },
    async (request) => {
      const me = currentUserId(request);
      const kind =
        request.query.kind ?? (request.params.id === me ? await badges.userKind(me) : 'PERSONAL');
      return ok(await badges.status(me, kind, request.params.id));
    },
  );
  r.get(
    '/businesses/:id/badge/verification',
    {
      ...auth,
      schema: {
        tags,
        summary: 'An owned business’s verification checklist, fee and latest request',
        params,
        response: { 200: envelope(badgeVerificationSchema) },
      },
    },
    async (request) =>
      ok(await badges.status(currentUserId(request), 'BUSINESS', request.params.id)),
  );
}
