import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { guideSchema } from '#shared/schemas/guides.ts';
import { ok } from '../../http.ts';
import type { GuidesService } from './guides.service.ts';

export async function guidesRoutes(app: FastifyInstance, deps: { guides: GuidesService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/guides',
    {
      schema: {
        tags: ['guides'],
        summary:
          "The seller's video guide: each video with its captions, chapters, poster and written steps",
        response: { 200: envelope(z.array(guideSchema)) },
      },
    },
    async () => ok(await deps.guides.list()),
  );
}

/** A recorded file's name: the guide, its content's hash, and what it is. */
const RECORDED_FILE = /^[a-z0-9-]+\.[0-9a-f]{10}\.(webm|en\.vtt|chapters\.vtt|webp)$/;

/**
 * `/guide/*`: the videos, captions and posters. Their names change with their content, so they
 * are kept a year; videos answer range requests, so a phone fetches only what it plays.
 */
export async function guideMediaRoutes(app: FastifyInstance, deps: { mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: deps.mediaDir,
    prefix: '/guide/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    cacheControl: false,
    allowedPath: (pathName) => RECORDED_FILE.test(pathName.replace(/^\//, '')),
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
