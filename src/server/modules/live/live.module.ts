import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createLiveService, type LiveService } from './live.service.ts';
import { createLiveHub, type LiveHub } from './live-hub.ts';
import { liveRoutes } from './live.routes.ts';

/** The pool under Drizzle's database, for the one long-lived LISTEN connection. */
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** Live updates: the events log and each signed-in user's Server-Sent Events stream. */
export const liveModule = defineModule<{
  live: LiveService;
  liveHub: LiveHub;
  notifications: NotificationsService;
  messages: MessagesService;
}>()({
  name: 'live',
  services: {
    live: (d: Deps) => createLiveService({ db: d.db }),
    /**
     * The instance's one LISTEN connection: live streams and the users module's profile copies
     * hear the channel through it. It connects only when one of them first needs it.
     */
    liveHub: (d: Deps): LiveHub => createLiveHub({ pool: poolOf(d.db), log: d.log }),
  },
  api: async (api, { services }) => {
    const hub = services.liveHub;
    // Open streams end before the server waits for its connections to close.
    api.addHook('preClose', () => hub.close());
    await api.register(liveRoutes, {
      live: services.live,
      hub,
      counts: async (userId) => {
        const [notifications, messages] = await Promise.all([
          services.notifications.unreadCount(userId),
          services.messages.unreadCount(userId),
        ]);
        return { notifications, messages };
      },
    });
  },
  jobs: [
    { name: 'live-events-prune', cron: '17 3 * * *', run: (services) => services.live.prune() },
  ],
});
