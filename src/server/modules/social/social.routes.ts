import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessSchema } from '#shared/schemas/businesses.ts';
import { envelope, idSchema, paged, pageQuery } from '#shared/schemas/envelope.ts';
import {
  confirmQuerySchema,
  confirmSchema,
  creatorListQuerySchema,
  creatorPageSchema,
  creatorSchema,
  socialProfileSchema,
} from '#shared/schemas/social.ts';
import { ok } from '../../http.ts';
import { requireSelf } from '../../plugins/auth.ts';
import type { SocialService } from './social.service.ts';

const tags = ['users'];

export async function socialRoutes(app: FastifyInstance, { social }: { social: SocialService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const viewer = (request: { auth: { userId: string } | null }) => request.auth?.userId ?? null;

  r.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Creators, most followed first',
        querystring: creatorListQuerySchema,
        response: { 200: envelope(creatorPageSchema) },
      },
    },
    async (request) => {
      const { userSearch, page, limit } = request.query;
      return ok(await social.creators(userSearch || undefined, viewer(request), page, limit));
    },
  );
  r.get(
    '/users/social/:handle',
    {
      schema: {
        tags,
        summary: 'A public profile by handle',
        params: z.object({ handle: z.string().trim().min(1).max(60) }),
        response: { 200: envelope(socialProfileSchema) },
      },
    },
    async (request) => ok(await social.profile(request.params.handle, viewer(request))),
  );
  const followParams = z.object({ id: idSchema, userId: idSchema });
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/users/:id/follower/:userId',
      {
        ...auth,
        schema: { tags, params: followParams, response: { 200: envelope(creatorSchema) } },
      },
      async (request) => {
        const me = requireSelf(request, request.params.userId);
        const followed = await social.setFollow(me, request.params.id, on);
        return ok(
          followed,
          on ? `You are now following @${followed.handle}` : `You unfollowed @${followed.handle}`,
        );
      },
    );
  }
  r.get(
    '/users/:id/following-businesses',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        querystring: pageQuery(20),
        response: { 200: envelope(paged(businessSchema)) },
      },
    },
    async (request) => {
      const me = requireSelf(request, request.params.id);
      return ok(await social.followingBusinesses(me, request.query.page, request.query.limit));
    },
  );
  r.get(
    '/users/:userId/confirm/:entityId/follow-like',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Whether the user follows or likes something',
        params: z.object({ userId: idSchema, entityId: idSchema }),
        querystring: confirmQuerySchema,
        response: { 200: envelope(confirmSchema) },
      },
    },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const { type, entityType } = request.query;
      return ok(await social.confirm(me, type, entityType, request.params.entityId));
    },
  );
}
