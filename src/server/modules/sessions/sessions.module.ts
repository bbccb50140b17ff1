import { defineModule } from '../../module.ts';
import { sessionsRoutes } from './sessions.routes.ts';

export const sessionsModule = defineModule({
  name: 'sessions',
  api: (api, { services }) => api.register(sessionsRoutes, { sessions: services.sessions }),
});
