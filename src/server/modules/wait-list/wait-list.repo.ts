import { asc, eq, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { waitList } from './wait-list.schema.ts';

export type WaitListRow = typeof waitList.$inferSelect;
export type WaitListEntry = Pick<WaitListRow, 'name' | 'email' | 'phone' | 'wants' | 'state'>;

/**
 * Adds the person, or updates the row already holding their e-mail address or phone number
 * (locked first, so two joins at once cannot both insert). Returns whether a row was added.
 */
export async function upsertEntry(tx: Tx, entry: WaitListEntry): Promise<boolean> {
  const same = or(
    entry.email ? eq(waitList.email, entry.email) : undefined,
    entry.phone ? eq(waitList.phone, entry.phone) : undefined,
  );
  const [found] = await tx
    .select({ id: waitList.id, email: waitList.email, phone: waitList.phone })
    .from(waitList)
    .where(same)
    .orderBy(asc(waitList.createdAt))
    .limit(1)
    .for('update');
  if (found) {
    const details = { name: entry.name, wants: entry.wants, state: entry.state };
    const update = (values: Partial<WaitListRow>) =>
      tx.update(waitList).set(values).where(eq(waitList.id, found.id));
    try {
      // A contact given now is added (unless another row holds it); none is taken away.
      await tx.transaction((sp) =>
        sp
          .update(waitList)
          .set({
            ...details,
            email: found.email ?? entry.email,
            phone: found.phone ?? entry.phone,
          })
          .where(eq(waitList.id, found.id)),
      );
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      await update(details);
    }
    return false;
  }
  await tx.insert(waitList).values(entry);
  return true;
}

/** Everyone on the list, oldest first (the export). */
export function listEntries(db: Executor) {
  return db.select().from(waitList).orderBy(asc(waitList.createdAt), asc(waitList.id));
}
