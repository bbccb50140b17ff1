import { defineModule } from '../../module.ts';
import { outboxRoutes } from './outbox.routes.ts';
import type { OutboxService } from './outbox.service.ts';

/**
 * The development outbox page; production sends through real providers and has no such page.
 * The outbox itself is part of the platform (mail and texts go through it).
 */
export const outboxModule = defineModule<{ outbox: OutboxService }>()({
  name: 'outbox',
  root: async (app, { services, config }) => {
    if (config.env !== 'production') await app.register(outboxRoutes, { outbox: services.outbox });
  },
});
