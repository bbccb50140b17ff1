import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

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
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}
