import { defineModule, type Deps } from '../../module.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { LiveService } from '../live/live.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createSupportDesk, type SupportDesk } from './support-desk.service.ts';
import { supportConsoleRoutes } from './support-console.routes.ts';
import { createSupportService, type SupportService } from './support.service.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule = defineModule<{
  support: SupportService;
  supportDesk: SupportDesk;
  console: ConsoleService;
}>()({
  name: 'support',
  services: {
    support: (d: Deps<{ live: LiveService; users: UsersService }>) =>
      createSupportService({
        db: d.db,
        mailer: d.notices.mail,
        appUrl: d.config.appUrl,
        live: d.live,
        users: d.users,
        log: d.log,
      }),
    supportDesk: (d: Deps<{ support: SupportService }>) =>
      createSupportDesk({ db: d.db, support: d.support }),
  },
  api: async (api, { services, config }) => {
    await api.register(supportRoutes, {
      support: services.support,
      limits: {
        request: config.rateLimits.supportRequest,
        reply: config.rateLimits.supportReply,
      },
    });
    await api.register(supportConsoleRoutes, {
      support: services.support,
      desk: services.supportDesk,
      console: services.console,
    });
  },
});
