import { defineModule, type Deps } from '../../module.ts';
import { consoleRoutes } from './console.routes.ts';
import { createConsoleService, type ConsoleService } from './console.service.ts';

export const consoleModule = defineModule<{ console: ConsoleService }>()({
  name: 'console',
  services: {
    console: (d: Deps) =>
      createConsoleService({
        db: d.db,
        events: d.events,
        secret: d.config.jwtSecret,
        attempts: d.attempts,
      }),
  },
  api: (api, { services }) => api.register(consoleRoutes, { console: services.console }),
});
