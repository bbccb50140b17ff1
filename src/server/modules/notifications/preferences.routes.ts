import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { notificationPreferencesSchema } from '#shared/schemas/notifications.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { NotificationPreferencesService } from './preferences.service.ts';

const tags = ['notifications'];

/** The signed-in user's notification preferences: always their own, so no id in the path. */
export async function preferencesRoutes(
  app: FastifyInstance,
  { preferences }: { preferences: NotificationPreferencesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/users/notification-preferences',
    {
      ...auth,
      schema: {
        tags,
        summary: 'How the signed-in user hears of orders, messages and social activity',
        response: { 200: envelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ok(await preferences.get(currentUserId(request))),
  );

  r.put(
    '/users/notification-preferences',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Choose e-mail and WhatsApp for each kind of notification',
        body: notificationPreferencesSchema,
        response: { 200: envelope(notificationPreferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await preferences.update(currentUserId(request), request.body),
        'Notification preferences saved',
      ),
  );
}
