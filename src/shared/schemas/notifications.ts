import { z } from 'zod';

/**
 * What a user may hear about outside the app, and how. Notices in the app are always on; each
 * kind may also go by e-mail and WhatsApp (WhatsApp only to a verified phone).
 */
export const NOTIFICATION_KINDS = ['orders', 'messages', 'social'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const OFF_APP_CHANNELS = ['email', 'whatsapp'] as const;
export type OffAppChannel = (typeof OFF_APP_CHANNELS)[number];

const onOff = z.boolean({ error: 'Must be true or false' });
const channelsSchema = z.object({ email: onOff, whatsapp: onOff });
export type ChannelChoice = z.infer<typeof channelsSchema>;

/** GET and PUT users/notification-preferences: every kind's channels (PUT replaces them all). */
export const notificationPreferencesSchema = z.object({
  orders: channelsSchema,
  messages: channelsSchema,
  social: channelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Before a user chooses: orders and messages by e-mail, nothing else off the app. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orders: { email: true, whatsapp: false },
  messages: { email: true, whatsapp: false },
  social: { email: false, whatsapp: false },
};

export const WHATSAPP_NEEDS_VERIFIED_PHONE = 'Verify your phone number to get WhatsApp messages';
