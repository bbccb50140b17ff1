import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { Storage } from '../../integrations/storage.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import { storeImage } from './images.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export const MAX_UPLOAD_MB = 10;

const imageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** `POST /uploads`: one image per request, as multipart field `file`. */
export async function uploadsRoutes(
  app: FastifyInstance,
  { storage, uploads }: { storage: Storage; uploads: Services['uploads'] },
) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 5 },
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/uploads',
    {
      preValidation: app.requireUser,
      config: routeLimit({ max: 60, timeWindowMs: 60_000 }),
      schema: {
        tags: ['uploads'],
        summary: `Upload an image (at most ${MAX_UPLOAD_MB} MB): stored as WebP of at most 1920 px, with a thumbnail`,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(imageSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest({ file: 'Send the image as multipart form data' });
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest({ file: 'Choose an image to upload' });
        data = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            413,
            'FILE_TOO_LARGE',
            `The image must be at most ${MAX_UPLOAD_MB} MB`,
          );
        }
        // The multipart parser's own errors (no boundary, a body cut off) carry no status.
        if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === undefined)
          throw badRequest({ file: 'The upload was incomplete or malformed, please try again' });
        throw err;
      }
      const image = await storeImage(storage, data);
      await uploads.record(currentUserId(request), image.url);
      reply.status(201);
      return ok(image, 'Image uploaded');
    },
  );
}
