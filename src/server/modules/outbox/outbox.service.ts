import type { Db } from '../../db/client.ts';
import * as repo from './outbox.repo.ts';

export type OutboxService = ReturnType<typeof createOutboxService>;

/** Messages kept instead of sent when no mail or SMS provider is configured (development). */
export function createOutboxService({ db }: { db: Db }) {
  return {
    keep: (message: {
      channel: repo.OutboxChannel;
      recipient: string;
      subject?: string;
      body: string;
      headers?: Record<string, string>;
    }) => repo.insertOutboxMessage(db, message),
    latest: (limit: number) => repo.listOutboxMessages(db, limit),
  };
}
