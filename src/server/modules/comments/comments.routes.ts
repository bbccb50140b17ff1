import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toggleBodySchema } from '#shared/schemas/businesses.ts';
import {
  commentBodySchema,
  commentLikeBodySchema,
  commentListQuerySchema,
  commentPageSchema,
  commentPatchSchema,
  commentSchema,
} from '#shared/schemas/comments.ts';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import { forbidden } from '../../errors.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['comments'];
const params = z.object({ id: idSchema });
const one = { 200: envelope(commentSchema) };

/** The request sends the acting user in the body; it must be the signed-in one. */
function actingAs(me: string, userId: string | undefined, what: string) {
  if (userId !== undefined && userId !== me) throw forbidden(`You can only ${what} as yourself`);
  return me;
}

export async function commentsRoutes(
  app: FastifyInstance,
  { comments, idempotency }: { comments: CommentsService; idempotency: IdempotencyService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const viewer = (request: { auth: { userId: string } | null }) => request.auth?.userId ?? null;

  r.get(
    '/comments',
    {
      schema: {
        tags,
        querystring: commentListQuerySchema,
        response: { 200: envelope(commentPageSchema) },
      },
    },
    async (request) => ok(await comments.list(request.query, viewer(request))),
  );
  r.get('/comments/:id', { schema: { tags, params, response: one } }, async (request) =>
    ok(await comments.get(request.params.id, viewer(request))),
  );
  r.post(
    '/comments',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Comment on a post or reply to a comment. Send an Idempotency-Key header to make retries safe: a comment sent again after a lost answer (a phone back online) is added once.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: commentBodySchema,
        response: { 201: envelope(commentSchema) },
      },
    },
    async (request, reply) => {
      const me = actingAs(currentUserId(request), request.body.userId, 'comment');
      return idempotency.once(request, reply, me, async () => ({
        status: 201,
        body: ok(await comments.create(me, request.body), 'Comment added'),
      }));
    },
  );
  r.patch(
    '/comments/:id',
    { ...auth, schema: { tags, params, body: commentPatchSchema, response: one } },
    async (request) =>
      ok(
        await comments.update(currentUserId(request), request.params.id, request.body),
        'Comment updated',
      ),
  );
  r.put(
    '/comments/:id/toggle',
    { ...auth, schema: { tags, params, body: toggleBodySchema.nullish(), response: one } },
    async (request) => {
      const comment = await comments.toggle(
        currentUserId(request),
        request.params.id,
        request.body?.value,
      );
      return ok(comment, comment.show ? 'Comment shown' : 'Comment hidden');
    },
  );
  for (const [path, on] of [
    ['like', true],
    ['unlike', false],
  ] as const) {
    r.post(
      `/comments/:id/${path}`,
      { ...auth, schema: { tags, params, body: commentLikeBodySchema, response: one } },
      async (request) => {
        const me = actingAs(currentUserId(request), request.body?.userId, 'like');
        return ok(await comments.setLike(request.params.id, me, on));
      },
    );
  }
}
