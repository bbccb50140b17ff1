import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  supportAssignBodySchema,
  supportAssigneeSchema,
  supportDeskPageSchema,
  supportDeskQuerySchema,
  supportDeskRequestSchema,
  supportReplyBodySchema,
  supportRequestParamsSchema,
  supportStatusBodySchema,
} from '#shared/schemas/support.ts';
import { SUPPORT_STATUS_LABELS } from '#shared/support.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { SupportDesk } from './support-desk.service.ts';
import type { SupportService } from './support.service.ts';

/**
 * Oja support's desk in the console: the inbox, taking a request, answering and closing it. Every
 * change is on the audit record, written in the change's own transaction.
 */
export async function supportConsoleRoutes(
  app: FastifyInstance,
  deps: { support: SupportService; desk: SupportDesk; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { support, desk } = deps;
  const handles = { ...staffWith(deps.console, 'support.handle'), config: CONSOLE_LIMIT };
  const tags = ['console'];
  const params = supportRequestParamsSchema;
  const one = { 200: envelope(supportDeskRequestSchema) };
  const subject = (id: string) => ({ subjectType: 'support_request', subjectId: id });

  r.get(
    '/console/support',
    {
      ...handles,
      schema: {
        tags,
        summary:
          'Oja staff (support): support requests by status, by who took them and by words; waiting ones oldest first',
        querystring: supportDeskQuerySchema,
        response: { 200: envelope(supportDeskPageSchema) },
      },
    },
    async (request) => ok(await desk.inbox(actorOf(request).userId, request.query)),
  );

  r.get(
    '/console/support/assignees',
    {
      ...handles,
      schema: {
        tags,
        summary: 'Oja staff (support): who may take support requests',
        response: { 200: envelope(z.array(supportAssigneeSchema)) },
      },
    },
    async () => ok(await desk.assignees()),
  );

  r.get(
    '/console/support/:id',
    {
      ...handles,
      schema: {
        tags,
        summary: 'Oja staff (support): a support request, its thread and who took it',
        params,
        response: one,
      },
    },
    async (request) => ok(await desk.request(request.params.id)),
  );

  r.post(
    '/console/support/:id/replies',
    {
      ...handles,
      schema: {
        tags,
        summary:
          'Oja staff (support): answer a request; the requester is e-mailed and it waits on them',
        params,
        body: supportReplyBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await desk.request(id);
      await deps.console.auditing(
        actorOf(request),
        {
          action: 'support.answer',
          ...subject(id),
          reason: null,
          before: { status: before.status },
          after: { status: 'answered', answer: request.body.message },
        },
        () => support.answer(actorOf(request).userId, id, request.body.message),
      );
      return ok(await desk.request(id), `Answer sent to ${before.requester.email}`);
    },
  );

  r.post(
    '/console/support/:id/assignee',
    {
      ...handles,
      schema: {
        tags,
        summary:
          'Oja staff (support): give a request to a staff member who handles support, or to nobody',
        params,
        body: supportAssignBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { assigneeId } = request.body;
      const before = await desk.request(id);
      const after = await deps.console.auditing(
        actorOf(request),
        {
          action: 'support.assign',
          ...subject(id),
          reason: null,
          before: { assigneeId: before.assignee?._id ?? null },
          after: { assigneeId },
        },
        () => desk.assign(id, assigneeId),
      );
      return ok(after, after.assignee ? `Taken by ${after.assignee.name}` : 'Nobody has it now');
    },
  );

  r.post(
    '/console/support/:id/status',
    {
      ...handles,
      schema: {
        tags,
        summary: 'Oja staff (support): close a request (resolved) or open it again',
        params,
        body: supportStatusBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const before = await desk.request(id);
      await deps.console.auditing(
        actorOf(request),
        {
          action: 'support.status',
          ...subject(id),
          reason: null,
          before: { status: before.status },
          after: { status },
        },
        () => support.setStatus(id, status),
      );
      return ok(await desk.request(id), `Marked ${SUPPORT_STATUS_LABELS[status].toLowerCase()}`);
    },
  );
}
