import { z } from 'zod';
import { paged, pageQuery } from './envelope.ts';
import type { NOTIFICATION_KINDS } from '../limits.ts';

/** An account named in a notification (each with a userHandle). */
export const notificationAccountSchema = z.object({
  _id: z.string(),
  userHandle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

/**
 * One notification as the list shows it. Likes, super-likes and follows of one item on one day
 * come as one, with the latest accounts first and `accountCount` in all; `title` is the sentence
 * to show ("Ada, Tunde & 3 others liked your post") and `link` the page to open.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  /** Entity types in lower case (post, comment, user, business, product), or order, transaction… */
  entityType: z.string(),
  entityId: z.string(),
  /** like, super like, follow, new comment, reply comment, customer, gift, or an order event. */
  type: z.string(),
  accounts: z.array(notificationAccountSchema),
  accountCount: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET users/notifications: page and limit (default 20). */
export const notificationListQuerySchema = pageQuery(20);
export const notificationPageSchema = paged(notificationSchema);

export const unreadCountSchema = z.object({
  /** Counted up to 100: the badge shows '99+' beyond 99. */
  count: z.number().int(),
});

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** `push`: the phones and browsers the user turned notifications on for (decision 081). */
export const OFF_APP_CHANNELS = ['email', 'whatsapp', 'push'] as const;
export type OffAppChannel = (typeof OFF_APP_CHANNELS)[number];

const onOff = z.boolean({ error: 'Must be true or false' });
const channelsSchema = z.object({ email: onOff, whatsapp: onOff, push: onOff });
export type ChannelChoice = z.infer<typeof channelsSchema>;

/** GET and PUT users/notification-preferences: every kind's channels (PUT replaces them all). */
export const notificationPreferencesSchema = z.object({
  orders: channelsSchema,
  messages: channelsSchema,
  social: channelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Before a user chooses: orders and messages by e-mail and to the phones they turned
 * notifications on for (none until they do), nothing else off the app.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orders: { email: true, whatsapp: false, push: true },
  messages: { email: true, whatsapp: false, push: true },
  social: { email: false, whatsapp: false, push: false },
};
