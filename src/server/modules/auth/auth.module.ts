import { defineModule } from '../../module.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule = defineModule({
  name: 'auth',
  api: (api, { services, config }) => api.register(authRoutes, { auth: services.auth, config }),
});
