import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import {
  articleBodySchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  articlePageSchema,
  articlePatchSchema,
  articleSchema,
} from '#shared/schemas/blog.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { BlogService } from './blog.service.ts';

/** What the audit log keeps of an article: enough to see what changed, not its whole text. */
const recordOf = (a: { title: string; slug: string; publishedAt: string | null }) => ({
  title: a.title,
  slug: a.slug,
  published: a.publishedAt !== null,
});

/** Oja's blog, written by content staff in the console; every change is on the audit record. */
export async function blogConsoleRoutes(
  app: FastifyInstance,
  deps: { blog: BlogService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blog } = deps;
  const writers = { ...staffWith(deps.console, 'blog.edit'), config: CONSOLE_LIMIT };
  const tags = ['console'];
  const one = { 200: envelope(articleSchema) };
  const subject = (id: string) => ({ subjectType: 'article', subjectId: id, reason: null });

  r.get(
    '/console/blog',
    {
      ...writers,
      schema: {
        tags,
        summary:
          'Oja staff (content): every article, drafts first, then the published newest first',
        querystring: articleListQuerySchema,
        response: { 200: envelope(articlePageSchema) },
      },
    },
    async (request) => ok(await blog.list(request.query, true)),
  );

  r.get(
    '/console/blog/:id',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): an article, a draft too, with its Markdown',
        params: articleIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await blog.staffRead(request.params.id)),
  );

  r.post(
    '/console/blog',
    {
      ...writers,
      schema: {
        tags,
        summary:
          'Oja staff (content): write an article in Markdown (a draft unless `published`); 409 when its address is taken',
        body: articleBodySchema,
        response: { 201: envelope(articleSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = uuidv7();
      const { title, slug, published } = request.body;
      const article = await deps.console.auditing(
        actor,
        {
          action: 'article.create',
          ...subject(id),
          after: { title, slug: slug ?? null, published },
        },
        () => blog.create(actor.userId, request.body, new Date(), id),
      );
      reply.status(201);
      return ok(article, article.publishedAt ? 'Article published' : 'Draft saved');
    },
  );

  r.patch(
    '/console/blog/:id',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): change an article, publish it or take it back to a draft',
        params: articleIdParamsSchema,
        body: articlePatchSchema,
        response: one,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const before = await blog.staffRead(id);
      const after = await deps.console.auditing(
        actor,
        {
          action: 'article.update',
          ...subject(id),
          before: recordOf(before),
          // The fields it sets: a body's new text is in the article itself.
          after: { ...request.body, body: request.body.body === undefined ? undefined : 'changed' },
        },
        () => blog.update(actor.userId, id, request.body),
      );
      return ok(after, 'Article saved');
    },
  );

  r.delete(
    '/console/blog/:id',
    {
      ...writers,
      schema: {
        tags,
        summary: 'Oja staff (content): delete an article',
        params: articleIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await blog.staffRead(id);
      await deps.console.auditing(
        actorOf(request),
        { action: 'article.delete', ...subject(id), before: recordOf(before) },
        () => blog.remove(id),
      );
      return ok(null, 'Article deleted');
    },
  );

  r.post(
    '/console/blog/preview',
    {
      ...writers,
      schema: {
        tags,
        summary:
          'Oja staff (content): the HTML and reading time a Markdown body makes, without saving',
        body: z.object({ body: articleBodySchema.shape.body }),
        response: {
          200: envelope(z.object({ html: z.string(), readingMinutes: z.number().int() })),
        },
      },
    },
    async (request) => ok(blog.preview(request.body.body)),
  );
}
