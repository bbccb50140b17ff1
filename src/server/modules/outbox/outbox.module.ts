import { defineModule } from '../../module.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** The development outbox page; production sends through real providers and has no such page. */
export const outboxModule = defineModule({
  name: 'outbox',
  root: async (app, { services, config }) => {
    if (config.env !== 'production') await app.register(outboxRoutes, { outbox: services.outbox });
  },
});
