import { defineModule, type Deps } from '../../module.ts';
import type { LiveService } from '../live/live.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createSupportService, type SupportService } from './support.service.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule = defineModule<{ support: SupportService }>()({
  name: 'support',
  services: {
    support: (d: Deps<{ live: LiveService; users: UsersService }>) =>
      createSupportService({
        db: d.db,
        mailer: d.mail,
        appUrl: d.config.appUrl,
        live: d.live,
        users: d.users,
        log: d.log,
      }),
  },
  api: (api, { services, config }) =>
    api.register(supportRoutes, {
      support: services.support,
      limits: {
        request: config.rateLimits.supportRequest,
        reply: config.rateLimits.supportReply,
      },
    }),
});
