import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  newsIssueBodySchema,
  newsIssueSchema,
  newsListQuerySchema,
  newsOverviewSchema,
  newsPreviewSchema,
} from '#shared/schemas/news.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { NewsService } from './news.service.ts';

const params = z.object({ id: idSchema });
/** What the audit log keeps of an issue: enough to see what changed, not its whole text. */
const recordOf = (i: { subject: string; status: string; recipients?: number }) => ({
  subject: i.subject,
  status: i.status,
  ...(i.recipients ? { recipients: i.recipients } : {}),
});

/** Oja's news, written and sent by content staff; every change is on the audit record. */
export async function newsConsoleRoutes(
  app: FastifyInstance,
  deps: { news: NewsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { news } = deps;
  const writers = { ...staffWith(deps.console, 'news.send'), config: CONSOLE_LIMIT };
  const tags = ['console'];
  const one = { 200: envelope(newsIssueSchema) };
  const on = (id: string) => ({ subjectType: 'news_issue', subjectId: id });

  r.get(
    '/console/news',
    {
      ...writers,
      schema: {
        tags,
        summary:
          "Oja staff (content): Oja's news issues, drafts first, and how many people would receive one sent now",
        querystring: newsListQuerySchema,
        response: { 200: envelope(newsOverviewSchema) },
      },
    },
    async (request) => ok(await news.overview(request.query.page, request.query.limit)),
  );

  r.get(
    '/console/news/:id',
    {
      ...writers,
      schema: { tags, summary: 'Oja staff (content): one issue', params, response: one },
    },
    async (request) => ok(await news.get(request.params.id)),
  );

  r.get(
    '/console/news/:id/preview',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): the e-mail as a subscriber will read it',
        params,
        response: { 200: envelope(newsPreviewSchema) },
      },
    },
    async (request) => ok(await news.preview(request.params.id)),
  );

  r.post(
    '/console/news',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): write a draft issue of the news',
        body: newsIssueBodySchema,
        response: { 201: envelope(newsIssueSchema) },
      },
    },
    async (request, reply) => {
      const created = await deps.console.audited(actorOf(request), async (tx) => {
        const issue = await news.create(tx, actorOf(request).userId, request.body);
        return {
          result: issue,
          audit: { action: 'news.create', ...on(issue._id), reason: null, after: recordOf(issue) },
        };
      });
      reply.status(201);
      return ok(created, 'Draft saved');
    },
  );

  r.put(
    '/console/news/:id',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): change a draft; 409 once it was sent',
        params,
        body: newsIssueBodySchema,
        response: one,
      },
    },
    async (request) => {
      const updated = await deps.console.audited(actorOf(request), async (tx) => {
        const { before, after } = await news.update(tx, request.params.id, request.body);
        return {
          result: after,
          audit: {
            action: 'news.update',
            ...on(after._id),
            reason: null,
            before: recordOf(before),
            after: recordOf(after),
          },
        };
      });
      return ok(updated, 'Draft saved');
    },
  );

  r.delete(
    '/console/news/:id',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): delete a draft; 409 once it was sent',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deps.console.audited(actorOf(request), async (tx) => {
        const gone = await news.remove(tx, request.params.id);
        return {
          result: null,
          audit: { action: 'news.delete', ...on(gone._id), reason: null, before: recordOf(gone) },
        };
      });
      return ok(null, 'Draft deleted');
    },
  );

  r.post(
    '/console/news/:id/send',
    {
      ...writers,
      schema: {
        tags,
        summary:
          'Oja staff (content): send a draft to everyone who asked for the news, once each, a few a minute',
        params,
        response: one,
      },
    },
    async (request) => {
      const { queued, issue } = await deps.console.audited(actorOf(request), async (tx) => {
        const sent = await news.send(tx, actorOf(request).userId, request.params.id);
        return {
          result: sent,
          audit: {
            action: 'news.send',
            ...on(sent.issue._id),
            reason: null,
            before: { status: 'draft' },
            after: { status: sent.issue.status, recipients: sent.queued },
          },
        };
      });
      return ok(issue, `Sending to ${queued} ${queued === 1 ? 'person' : 'people'}`);
    },
  );
}
