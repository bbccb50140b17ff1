import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '#shared/schemas/notifications.ts';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { messageNoticeMarks, notificationPreferences } from './preferences.schema.ts';

type PreferenceRow = typeof notificationPreferences.$inferSelect;

const t = notificationPreferences;
const choiceColumns = {
  ordersEmail: t.ordersEmail,
  ordersWhatsapp: t.ordersWhatsapp,
  messagesEmail: t.messagesEmail,
  messagesWhatsapp: t.messagesWhatsapp,
  socialEmail: t.socialEmail,
  socialWhatsapp: t.socialWhatsapp,
  ordersPush: t.ordersPush,
  messagesPush: t.messagesPush,
  socialPush: t.socialPush,
};
type Choices = { [K in keyof typeof choiceColumns]: boolean | null };

function toPreferences(row: Choices | undefined): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    orders: {
      email: row?.ordersEmail ?? d.orders.email,
      whatsapp: row?.ordersWhatsapp ?? d.orders.whatsapp,
      push: row?.ordersPush ?? d.orders.push,
    },
    messages: {
      email: row?.messagesEmail ?? d.messages.email,
      whatsapp: row?.messagesWhatsapp ?? d.messages.whatsapp,
      push: row?.messagesPush ?? d.messages.push,
    },
    social: {
      email: row?.socialEmail ?? d.social.email,
      whatsapp: row?.socialWhatsapp ?? d.social.whatsapp,
      push: row?.socialPush ?? d.social.push,
    },
  };
}

function toRow(
  p: NotificationPreferences,
): Omit<PreferenceRow, 'userId' | 'updatedAt' | 'socialToldUntil'> {
  return {
    ordersEmail: p.orders.email,
    ordersWhatsapp: p.orders.whatsapp,
    messagesEmail: p.messages.email,
    messagesWhatsapp: p.messages.whatsapp,
    socialEmail: p.social.email,
    socialWhatsapp: p.social.whatsapp,
    ordersPush: p.orders.push,
    messagesPush: p.messages.push,
    socialPush: p.social.push,
  };
}

/** Where and how to reach a user outside the app. */
export type DeliveryTarget = {
  userId: string;
  email: string;
  /** The international number (`+2348031234567`), only once the user has verified it. */
  verifiedPhone: string | null;
  preferences: NotificationPreferences;
};

/** Each user's contact and choices in one query (defaults for users who never chose). */
export async function deliveryTargets(
  db: Executor,
  userIds: string[],
): Promise<Map<string, DeliveryTarget>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: usersReadOnly.id,
      email: usersReadOnly.email,
      phoneCode: usersReadOnly.phoneCode,
      phoneNumber: usersReadOnly.phoneNumber,
      phoneVerifiedAt: usersReadOnly.phoneVerifiedAt,
      ...choiceColumns,
    })
    .from(usersReadOnly)
    .leftJoin(t, eq(t.userId, usersReadOnly.id))
    .where(inArray(usersReadOnly.id, userIds));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.id,
        email: r.email,
        verifiedPhone: r.phoneVerifiedAt ? `${r.phoneCode}${r.phoneNumber}` : null,
        preferences: toPreferences(r),
      },
    ]),
  );
}

export async function findPreferences(db: Executor, userId: string) {
  const [target] = (await deliveryTargets(db, [userId])).values();
  return target ?? null;
}

export async function savePreferences(
  db: Executor,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = toRow(preferences);
  const [row] = await db
    .insert(t)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.userId, set: { ...values, updatedAt: new Date() } })
    .returning(choiceColumns);
  return toPreferences(row);
}

/**
 * Marks that the user heard of a conversation now, unless they already did within `quietMs`;
 * true when this call made the mark (and so should deliver). Safe when two messages race.
 */
export async function markMessageNotice(
  db: Executor,
  userId: string,
  conversationId: string,
  quietMs: number,
): Promise<boolean> {
  const now = new Date();
  const since = new Date(now.getTime() - quietMs);
  const m = messageNoticeMarks;
  const marked = await db
    .insert(m)
    .values({ userId, conversationId, sentAt: now })
    .onConflictDoUpdate({
      target: [m.userId, m.conversationId],
      set: { sentAt: sql`excluded.sent_at` },
      setWhere: lt(m.sentAt, since),
    })
    .returning({ userId: m.userId });
  return marked.length > 0;
}

/**
 * Users who want social notifications off the app, with the moment they were last told up to
 * (a day ago at most, for a first digest).
 */
export async function socialListeners(db: Executor): Promise<{ userId: string; since: Date }[]> {
  const rows = await db
    .select({
      userId: t.userId,
      since:
        sql<Date>`greatest(coalesce(${t.socialToldUntil}, now() - interval '1 day'), now() - interval '1 day')`.mapWith(
          (v: string | Date) => new Date(v),
        ),
    })
    .from(t)
    .where(or(eq(t.socialEmail, true), eq(t.socialWhatsapp, true)));
  return rows;
}

export async function markSocialTold(db: Executor, userId: string, until: Date): Promise<void> {
  await db.update(t).set({ socialToldUntil: until }).where(eq(t.userId, userId));
}
