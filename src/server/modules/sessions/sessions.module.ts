import { defineModule, type Deps } from '../../module.ts';
import type { LiveService } from '../live/live.service.ts';
import { createSessionsService, type SessionsService } from './sessions.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';

export const sessionsModule = defineModule<{ sessions: SessionsService }>()({
  name: 'sessions',
  services: {
    sessions: (d: Deps<{ live: LiveService }>) =>
      createSessionsService({
        db: d.db,
        tokens: d.tokens,
        refreshTtlDays: d.config.refreshTokenTtlDays,
        live: d.live,
      }),
  },
  api: (api, { services }) => api.register(sessionsRoutes, { sessions: services.sessions }),
});
