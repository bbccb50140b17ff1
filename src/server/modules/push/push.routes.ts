import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  pushDevicesSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
} from '#shared/schemas/push.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { PushService } from './push.service.ts';

const tags = ['push'];

/** A device's subscription to Oja's pushes (decision 081). */
export async function pushRoutes(app: FastifyInstance, deps: { push: PushService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const devices = { 200: envelope(pushDevicesSchema) };

  r.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The key browsers subscribe to pushes with (null: Oja sends no pushes here)',
        response: { 200: envelope(pushKeySchema) },
      },
    },
    async () => ok(deps.push.publicKey()),
  );

  r.post(
    '/users/push-subscriptions',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Keep this browser's push subscription for the user (at most 10 devices; a device of another account moves to this one)",
        body: pushSubscriptionBodySchema,
        response: devices,
      },
    },
    async (request) =>
      ok(
        await deps.push.subscribe(currentUserId(request), request.body),
        'Notifications are on for this phone',
      ),
  );

  r.delete(
    '/users/push-subscriptions',
    {
      ...auth,
      schema: {
        tags,
        summary: "Stop pushes to one of the user's devices",
        querystring: pushUnsubscribeQuerySchema,
        response: devices,
      },
    },
    async (request) =>
      ok(
        await deps.push.unsubscribe(currentUserId(request), request.query.endpoint),
        'Notifications are off for this phone',
      ),
  );
}
