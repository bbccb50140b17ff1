import { defineModule, type Deps } from '../../module.ts';
import type { LiveService } from '../live/live.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createSessionsService, type SessionsService } from './sessions.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';

export const sessionsModule = defineModule<{ sessions: SessionsService }>()({
  name: 'sessions',
  services: {
    sessions: (d: Deps<{ live: LiveService; users: UsersService }>) =>
      createSessionsService({
        db: d.db,
        tokens: d.tokens,
        refreshTtlDays: d.config.refreshTokenTtlDays,
        live: d.live,
        // Asked when called: the users service may be built after this one.
        forgetProfile: (userId) => d.users.forgetProfile(userId),
      }),
  },
  api: (api, { services }) => api.register(sessionsRoutes, { sessions: services.sessions }),
});
