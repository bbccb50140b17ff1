import { inArray } from 'drizzle-orm';
import { usersView } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';

export type NewNotification = {
  userId: string;
  entityType: string;
  entityId: string;
  type: string;
  title: string;
  body: string;
};

export async function insertNotifications(db: Executor, list: NewNotification[]) {
  if (list.length === 0) return;
  await db.insert(notifications).values(list);
}

export async function emailsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: usersView.id, email: usersView.email })
    .from(usersView)
    .where(inArray(usersView.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}
