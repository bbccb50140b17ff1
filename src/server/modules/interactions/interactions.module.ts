import { defineModule, type Deps } from '../../module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createInteractionsService } from './interactions.service.ts';

/** The record of likes, follows, comments, views and gifts; it has no routes of its own. */
export const interactionsModule = defineModule()({
  name: 'interactions',
  services: {
    // Each recorded act tells its owner (notifications), in the act's own transaction.
    interactions: (d: Deps<{ notifications: NotificationsService }>) =>
      createInteractionsService({
        recorded: (tx, act) => d.notifications.noteInteraction(tx, act),
        forgotten: (tx, act) => d.notifications.withdrawInteraction(tx, act),
      }),
  },
});
