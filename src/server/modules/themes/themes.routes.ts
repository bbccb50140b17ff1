import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  businessParamsSchema,
  myThemesSchema,
  storeLookSchema,
  storeStyleSchema,
  themeBusinessParamsSchema,
  themeListQuerySchema,
  themeParamsSchema,
  themePurchaseBodySchema,
  themePurchaseSchema,
  themeSchema,
  themeStyleBodySchema,
} from '#shared/schemas/themes.ts';
import { conflict } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { ThemesService } from './themes.service.ts';

const tags = ['themes'];

export async function themesRoutes(
  app: FastifyInstance,
  deps: { themes: ThemesService; idempotency: IdempotencyService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const { themes } = deps;

  r.get(
    '/themes',
    {
      schema: {
        tags,
        summary: 'Every store theme: its look, layout and price for 1, 3, 6 and 12 months',
        querystring: themeListQuerySchema,
        response: { 200: envelope(paged(themeSchema)) },
      },
    },
    async (request) => ok(await themes.list(request.query.page, request.query.limit)),
  );

  r.get(
    '/themes/me',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The themes I hold (free, bought till a date, or in my plan) and what each of my stores shows',
        response: { 200: envelope(myThemesSchema) },
      },
    },
    async (request) => ok(await themes.myThemes(currentUserId(request))),
  );

  r.get(
    '/themes/:id',
    {
      schema: {
        tags,
        summary: 'One theme',
        params: themeParamsSchema,
        response: { 200: envelope(themeSchema) },
      },
    },
    async (request) => ok(await themes.get(request.params.id)),
  );

  r.post(
    '/themes/:id/subscribe',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Buy a paid theme for 1, 3, 6 or 12 months (subscriptionDuration) at the price shown (amount), from the wallet or by card, with reward points for part. A term bought while one runs starts when it ends. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        params: themeParamsSchema,
        body: themePurchaseBodySchema,
        response: { 200: envelope(themePurchaseSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const { id } = request.params;
      const body = request.body;
      if (body.themeId !== undefined && body.themeId.trim().toLowerCase() !== id)
        throw conflict('That is another theme', { themeId: 'That is another theme' });
      const { origin, referer } = request.headers;
      const header = request.headers['idempotency-key'];
      return deps.idempotency.once(request, reply, me, async () => {
        const result = await themes.subscribe(me, id, {
          months: body.subscriptionDuration,
          amount: body.amount,
          points: body.point === '' ? undefined : body.point,
          payWith: body.payWith,
          autoRenew: body.autoRenew,
          key: typeof header === 'string' ? `theme:${header}` : undefined,
          returnOrigin: deps.ownOrigin(origin ?? referer),
        });
        const name = (await themes.get(id)).name;
        return {
          status: 200,
          body: ok(result, result.status === 'PAID' ? `${name} is yours` : 'Complete your payment'),
        };
      });
    },
  );

  r.patch(
    '/themes/:id/businesses/:businessId/active',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Show this theme on my store (a free theme, or one I hold)',
        params: themeBusinessParamsSchema,
        response: { 200: envelope(storeLookSchema) },
      },
    },
    async (request) => {
      const { id, businessId } = request.params;
      const look = await themes.activate(currentUserId(request), id, businessId);
      return ok(look, `Your store now uses ${look.name}`);
    },
  );

  r.patch(
    '/themes/businesses/:businessId/style',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "My store's accent colour and hero picture (null for the theme's own). A colour that would not read is moved to the nearest one that does.",
        params: businessParamsSchema,
        body: themeStyleBodySchema,
        response: { 200: envelope(storeStyleSchema) },
      },
    },
    async (request) => {
      const result = await themes.setStyle(
        currentUserId(request),
        request.params.businessId,
        request.body,
      );
      return ok(
        result,
        result.adjusted
          ? 'Saved. We darkened your colour a little so every word on your store stays readable'
          : 'Your store’s look is saved',
      );
    },
  );

  r.patch(
    '/themes/:id/renewal',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Renew this theme from my wallet when it ends, or not',
        params: themeParamsSchema,
        body: z.object({ autoRenew: z.boolean({ message: 'Choose on (true) or off (false)' }) }),
        response: { 200: envelope(myThemesSchema) },
      },
    },
    async (request) =>
      ok(
        await themes.setAutoRenew(
          currentUserId(request),
          request.params.id,
          request.body.autoRenew,
        ),
      ),
  );
}
