import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toggleBodySchema } from '#shared/schemas/businesses.ts';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  feedPageSchema,
  feedQuerySchema,
  postBodySchema,
  postListQuerySchema,
  postPageSchema,
  postPatchSchema,
  postSchema,
  postViewBodySchema,
} from '#shared/schemas/posts.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { PostFeedsService } from './post-feeds.service.ts';
import type { PostsService } from './posts.service.ts';

const tags = ['posts'];
const params = z.object({ id: idSchema });
const one = { 200: envelope(postSchema) };
const page = { 200: envelope(postPageSchema) };

export async function postsRoutes(
  app: FastifyInstance,
  { posts, postFeeds }: { posts: PostsService; postFeeds: PostFeedsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const viewer = (request: { auth: { userId: string } | null }) => request.auth?.userId ?? null;

  r.get(
    '/posts',
    { schema: { tags, querystring: postListQuerySchema, response: page } },
    async (request) => ok(await posts.list(request.query, viewer(request))),
  );
  r.get(
    '/posts/marketplace',
    {
      schema: {
        tags,
        summary: 'Shoppable posts: those that tag a product',
        querystring: postListQuerySchema,
        response: page,
      },
    },
    async (request) => ok(await posts.list(request.query, viewer(request), true)),
  );
  const feed = { 200: envelope(feedPageSchema) };
  r.get(
    '/posts/feed/for-you',
    {
      schema: {
        tags,
        summary: 'For you: posts ranked by engagement, time and what the viewer follows and buys',
        querystring: feedQuerySchema,
        response: feed,
      },
    },
    async (request) =>
      ok(await postFeeds.forYou(viewer(request), request.query.cursor, request.query.limit)),
  );
  r.get(
    '/posts/feed/following',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Following: posts of followed creators and businesses, newest first',
        querystring: feedQuerySchema,
        response: feed,
      },
    },
    async (request) =>
      ok(
        await postFeeds.following(
          currentUserId(request),
          request.query.cursor,
          request.query.limit,
        ),
      ),
  );
  r.get('/posts/:id', { schema: { tags, params, response: one } }, async (request) =>
    ok(await posts.get(request.params.id, viewer(request))),
  );
  r.post(
    '/posts',
    { ...auth, schema: { tags, body: postBodySchema, response: { 201: envelope(postSchema) } } },
    async (request, reply) => {
      const post = await posts.create(currentUserId(request), request.body);
      reply.status(201);
      return ok(post, 'Post created successfully');
    },
  );
  r.patch(
    '/posts/:id',
    { ...auth, schema: { tags, params, body: postPatchSchema, response: one } },
    async (request) =>
      ok(
        await posts.update(currentUserId(request), request.params.id, request.body),
        'Post updated successfully',
      ),
  );
  for (const [path, flag] of [
    ['active', 'isActive'],
    ['pin', 'isPinned'],
  ] as const) {
    r.put(
      `/posts/:id/${path}`,
      { ...auth, schema: { tags, params, body: toggleBodySchema.nullish(), response: one } },
      async (request) =>
        ok(
          await posts.toggle(currentUserId(request), request.params.id, flag, request.body?.value),
          'Post updated successfully',
        ),
    );
  }
  for (const [path, on] of [
    ['like', true],
    ['unlike', false],
  ] as const) {
    r.post(
      `/posts/:id/${path}`,
      { ...auth, schema: { tags, params, response: one } },
      async (request) => ok(await posts.setLike(request.params.id, currentUserId(request), on)),
    );
  }
  r.post(
    '/posts/:id/views',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The signed-in viewer saw the post (VIEW) or watched its video (WATCH): counted once a day',
        params,
        body: postViewBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(await posts.countView(request.params.id, currentUserId(request), request.body.type)),
  );
}
