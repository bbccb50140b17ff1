import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_MB, MAX_VIDEO_MB, MAX_VIDEO_SECONDS, VIDEO_TYPES } from '#shared/media.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { Storage } from '../../integrations/storage.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import { storeImage } from './images.ts';
import { storeVideo } from './videos.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { UploadsService } from './uploads.service.ts';

export const MAX_UPLOAD_MB = MAX_IMAGE_MB;

const imageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

const videoSchema = z.object({
  url: z.string(),
  type: z.enum(VIDEO_TYPES),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** The one file of a multipart request, read whole; `what` names it in the answers. */
async function fileOf(request: FastifyRequest, what: 'image' | 'video', maxMb: number) {
  if (!request.isMultipart()) throw badRequest({ file: `Send the ${what} as multipart form data` });
  try {
    const file = await request.file({ limits: { fileSize: maxMb * 1024 * 1024 } });
    if (!file)
      throw badRequest({ file: `Choose ${what === 'image' ? 'an image' : 'a video'} to upload` });
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'FILE_TOO_LARGE', `The ${what} must be at most ${maxMb} MB`);
    }
    // The multipart parser's own errors (no boundary, a body cut off) carry no status.
    if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === undefined)
      throw badRequest({ file: 'The upload was incomplete or malformed, please try again' });
    throw err;
  }
}

/**
 * `POST /uploads`: one image per request, as multipart field `file`. `POST /uploads/video`: one
 * short video for a post.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  {
    storage,
    uploads,
    ffprobePath,
  }: { storage: Storage; uploads: UploadsService; ffprobePath: string },
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
      const image = await storeImage(storage, await fileOf(request, 'image', MAX_UPLOAD_MB));
      await uploads.record(currentUserId(request), image.url);
      reply.status(201);
      return ok(image, 'Image uploaded');
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/uploads/video',
    {
      preValidation: app.requireUser,
      config: routeLimit({ max: 20, timeWindowMs: 60_000 }),
      schema: {
        tags: ['uploads'],
        summary: `Upload a post's video: MP4 (H.264, HEVC, AV1) or WebM (VP8, VP9, AV1) that plays, at most ${MAX_VIDEO_SECONDS} seconds and ${MAX_VIDEO_MB} MB, stored as it is and served with range requests`,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(videoSchema) },
      },
    },
    async (request, reply) => {
      const video = await storeVideo(
        storage,
        await fileOf(request, 'video', MAX_VIDEO_MB),
        ffprobePath,
      );
      await uploads.record(currentUserId(request), video.url);
      reply.status(201);
      return ok(video, 'Video uploaded');
    },
  );
}
