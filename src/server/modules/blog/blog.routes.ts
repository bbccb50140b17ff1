import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleBodySchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  articlePageSchema,
  articlePatchSchema,
  articleSchema,
  articleSlugParamsSchema,
} from '#shared/schemas/blog.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { BlogService } from './blog.service.ts';

const tags = ['blog'];
const one = { 200: envelope(articleSchema) };

export async function blogRoutes(app: FastifyInstance, deps: { blog: BlogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blog } = deps;
  const staffOnly = { preValidation: app.requireRole('admin') };

  r.get(
    '/blog/articles',
    {
      schema: {
        tags,
        summary: "Oja's published articles, newest first; `tag` keeps those with that tag",
        querystring: articleListQuerySchema,
        response: { 200: envelope(articlePageSchema) },
      },
    },
    async (request) => ok(await blog.list(request.query)),
  );

  r.get(
    '/blog/articles/:slug',
    {
      schema: {
        tags,
        summary:
          'A published article by its address: its HTML and the products and stores it links to',
        params: articleSlugParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await blog.read(request.params.slug)),
  );

  r.get(
    '/blog/drafts',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Oja staff only: every article, drafts first, then the published newest first',
        querystring: articleListQuerySchema,
        response: { 200: envelope(articlePageSchema) },
      },
    },
    async (request) => ok(await blog.list(request.query, true)),
  );

  r.get(
    '/blog/drafts/:id',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Oja staff only: any article, a draft too',
        params: articleIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await blog.staffRead(request.params.id)),
  );

  r.post(
    '/blog/articles',
    {
      ...staffOnly,
      schema: {
        tags,
        summary:
          'Oja staff only: write an article in Markdown (a draft unless `published`); 409 when its address is taken',
        body: articleBodySchema,
        response: { 201: envelope(articleSchema) },
      },
    },
    async (request, reply) => {
      const article = await blog.create(currentUserId(request), request.body);
      reply.status(201);
      return ok(article, article.publishedAt ? 'Article published' : 'Draft saved');
    },
  );

  r.patch(
    '/blog/articles/:id',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Oja staff only: change an article, publish it or take it back to a draft',
        params: articleIdParamsSchema,
        body: articlePatchSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await blog.update(currentUserId(request), request.params.id, request.body),
        'Article saved',
      ),
  );

  r.delete(
    '/blog/articles/:id',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Oja staff only: delete an article',
        params: articleIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await blog.remove(request.params.id);
      return ok(null, 'Article deleted');
    },
  );

  r.post(
    '/blog/preview',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Oja staff only: the HTML and reading time a Markdown body makes, without saving',
        body: z.object({ body: articleBodySchema.shape.body }),
        response: {
          200: envelope(z.object({ html: z.string(), readingMinutes: z.number().int() })),
        },
      },
    },
    async (request) => ok(blog.preview(request.body.body)),
  );
}
