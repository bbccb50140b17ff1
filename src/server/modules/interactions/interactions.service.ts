import type { Executor } from '../../db/client.ts';
import * as repo from './interactions.repo.ts';

export type InteractionsService = ReturnType<typeof createInteractionsService>;
export type Interaction = repo.Interaction;

/**
 * The record of interactions (likes, follows, comments, views, gifts…) that notifications read by
 * the entity's owner. Callers pass their own transaction, so the record is written or removed
 * together with the act.
 */
export function createInteractionsService(hooks?: {
  /** Told of each act in its transaction: the owner's notification (notifications module). */
  recorded: (tx: Executor, interaction: Interaction) => Promise<void>;
  forgotten: (tx: Executor, interaction: Interaction) => Promise<void>;
}) {
  return {
    async record(tx: Executor, interaction: Interaction) {
      await repo.insertInteraction(tx, interaction);
      await hooks?.recorded(tx, interaction);
    },
    /** The act was taken back: its record goes too. */
    async forget(tx: Executor, interaction: Omit<Interaction, 'ownerId'>) {
      const owners = await repo.deleteInteraction(tx, interaction);
      for (const ownerId of owners) await hooks?.forgotten(tx, { ...interaction, ownerId });
    },
  };
}
