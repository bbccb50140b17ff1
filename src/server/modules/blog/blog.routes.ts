import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleListQuerySchema,
  articlePageSchema,
  articleSchema,
  articleSlugParamsSchema,
} from '#shared/schemas/blog.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import type { BlogService } from './blog.service.ts';

const tags = ['blog'];

/** Reading Oja's blog; its articles are written in the console (blog-console.routes.ts). */
export async function blogRoutes(app: FastifyInstance, deps: { blog: BlogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blog } = deps;

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
        response: { 200: envelope(articleSchema) },
      },
    },
    async (request) => ok(await blog.read(request.params.slug)),
  );
}
