import type { NotificationPreferences } from '#shared/schemas/notifications.ts';
import { NOTIFICATION_KINDS, WHATSAPP_NEEDS_VERIFIED_PHONE } from '#shared/limits.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import * as repo from './preferences.repo.ts';

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;

/** Each user's choice of how to hear of orders, messages and social activity outside the app. */
export function createNotificationPreferencesService({ db }: { db: Db }) {
  async function current(userId: string) {
    const found = await repo.findPreferences(db, userId);
    if (!found) throw unauthorized('Your account no longer exists', 'INVALID_TOKEN');
    return found;
  }

  return {
    /** The user's choices, the defaults until they save some. */
    get: async (userId: string): Promise<NotificationPreferences> =>
      (await current(userId)).preferences,

    /**
     * Replaces the user's choices. WhatsApp goes only to a verified phone, so it cannot be turned
     * on before; a choice made earlier is kept while the phone waits for verification again.
     */
    async update(userId: string, next: NotificationPreferences): Promise<NotificationPreferences> {
      const { preferences, verifiedPhone } = await current(userId);
      if (!verifiedPhone) {
        const fields: Record<string, string> = {};
        for (const kind of NOTIFICATION_KINDS) {
          if (next[kind].whatsapp && !preferences[kind].whatsapp)
            fields[`${kind}.whatsapp`] = WHATSAPP_NEEDS_VERIFIED_PHONE;
        }
        if (Object.keys(fields).length > 0) throw badRequest(fields);
      }
      return repo.savePreferences(db, userId, next);
    },
  };
}
