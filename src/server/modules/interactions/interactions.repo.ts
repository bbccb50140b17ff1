import { and, eq } from 'drizzle-orm';
import type { EntityType, InteractionType } from '#shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { interactions } from './interactions.schema.ts';

export type Interaction = {
  userId: string;
  entityType: EntityType;
  entityId: string;
  type: InteractionType;
  ownerId: string;
};

export async function insertInteraction(db: Executor, i: Interaction): Promise<void> {
  await db.insert(interactions).values(i);
}

/** Removes the user's records of this interaction with the entity (an unlike, an unfollow). */
export async function deleteInteraction(
  db: Executor,
  i: Pick<Interaction, 'userId' | 'entityType' | 'entityId' | 'type'>,
): Promise<string[]> {
  const rows = await db
    .delete(interactions)
    .where(
      and(
        eq(interactions.userId, i.userId),
        eq(interactions.entityId, i.entityId),
        eq(interactions.type, i.type),
        eq(interactions.entityType, i.entityType),
      ),
    )
    .returning({ ownerId: interactions.ownerId });
  return [...new Set(rows.map((r) => r.ownerId))];
}
