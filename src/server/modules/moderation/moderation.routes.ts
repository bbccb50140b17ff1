import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  moderationDecisionBodySchema,
  reportBodySchema,
  reportedItemDetailSchema,
  reportedItemPageSchema,
  reportedItemParamsSchema,
  reportedItemQuerySchema,
  reportReceiptSchema,
} from '#shared/schemas/moderation.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { ModerationService } from './moderation.service.ts';

const DECIDED = {
  HIDE: 'Hidden, and its author was told why',
  RESTORE: 'Shown again, and its author was told',
  WARN: 'The author was warned',
  DISMISS: 'Reports dismissed',
} as const;

/** Reports from shoppers, and the console's queue of reported items. */
export async function moderationRoutes(
  app: FastifyInstance,
  deps: { moderation: ModerationService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { moderation } = deps;
  const handles = staffWith(deps.console, 'reports.handle');

  r.post(
    '/reports',
    {
      preValidation: app.requireUser,
      config: routeLimit({ max: 60, timeWindowMs: 3_600_000 }),
      schema: {
        tags: ['reports'],
        summary:
          'Report a post, comment, product, store or account to Oja: one report per person and item (a repeat replaces it), 30 an hour',
        body: reportBodySchema,
        response: { 200: envelope(reportReceiptSchema) },
      },
    },
    async (request) => {
      await moderation.report(currentUserId(request), request.body);
      return ok(
        { reported: true as const },
        'Thank you: Oja’s team will look at it. The person is not told who reported them.',
      );
    },
  );

  const tags = ['console'];
  r.get(
    '/console/reports',
    {
      ...handles,
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary: 'Oja staff (reports): reported items, the most reported first, searchable',
        querystring: reportedItemQuerySchema,
        response: { 200: envelope(reportedItemPageSchema) },
      },
    },
    async (request) => ok(await moderation.queue(request.query)),
  );

  r.get(
    '/console/reports/:subjectType/:subjectId',
    {
      ...handles,
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary: 'Oja staff (reports): a reported item, every report of it and what staff did',
        params: reportedItemParamsSchema,
        response: { 200: envelope(reportedItemDetailSchema) },
      },
    },
    async (request) =>
      ok(await moderation.item(request.params.subjectType, request.params.subjectId)),
  );

  r.post(
    '/console/reports/:subjectType/:subjectId/decision',
    {
      ...handles,
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary:
          'Oja staff (reports): hide or restore a post or comment, warn its author or dismiss the reports, with the reason the author is told',
        params: reportedItemParamsSchema,
        body: moderationDecisionBodySchema,
        response: { 200: envelope(reportedItemDetailSchema) },
      },
    },
    async (request) => {
      const { subjectType, subjectId } = request.params;
      const detail = await moderation.decide(
        actorOf(request),
        subjectType,
        subjectId,
        request.body,
      );
      return ok(detail, DECIDED[request.body.action]);
    },
  );
}
