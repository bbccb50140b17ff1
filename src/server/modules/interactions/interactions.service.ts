import type { Executor } from '../../db/client.ts';
import * as repo from './interactions.repo.ts';

export type InteractionsService = ReturnType<typeof createInteractionsService>;
export type Interaction = repo.Interaction;

/**
 * The record of interactions (likes, follows, comments, views, gifts…) that notifications read by
 * the entity's owner. Callers pass their own transaction, so the record is written or removed
 * together with the act.
 */
export function createInteractionsService() {
  return {
    record: (tx: Executor, interaction: Interaction) => repo.insertInteraction(tx, interaction),
    /** The act was taken back: its record goes too. */
    forget: (tx: Executor, interaction: Omit<Interaction, 'ownerId'>) =>
      repo.deleteInteraction(tx, interaction),
  };
}
