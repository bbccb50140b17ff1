import { z } from 'zod';

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`)
    .regex(/^[\w-]+=*$/, `${what} must be base64url`);

/** POST users/push-subscriptions: the browser's `PushSubscription.toJSON()`, as it gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .max(1000, 'endpoint is too long')
    .url('endpoint must be the push service address the browser gave'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('keys.p256dh', 40, 200),
    auth: base64url('keys.auth', 8, 100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE users/push-subscriptions?endpoint=: the device to forget. */
export const pushUnsubscribeQuerySchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).max(1000, 'endpoint is too long'),
});

/** GET push/key: the key a browser subscribes with, null when Oja sends no pushes. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });

/** What POST users/push-subscriptions answers: the devices the account now has. */
export const pushDevicesSchema = z.object({ devices: z.number().int() });
