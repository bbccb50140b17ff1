import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '#shared/schemas/notifications.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/users/notifications',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My notifications, grouped, newest activity first',
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationPageSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await notifications.list(currentUserId(request), page, limit));
    },
  );
  r.get(
    '/users/notifications/unread-count',
    {
      ...auth,
      schema: {
        tags,
        summary: 'How many of my notifications are unread (up to 100)',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ok({ count: await notifications.unreadCount(currentUserId(request)) }),
  );
  r.put(
    '/users/notifications/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ok(await notifications.markAllRead(currentUserId(request))),
  );
  r.put(
    '/users/notifications/:id/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: z.object({ id: idSchema }),
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ok(await notifications.markRead(currentUserId(request), request.params.id)),
  );
}
