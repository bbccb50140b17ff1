import { defineModule } from '../../module.ts';
import { usersRoutes } from './users.routes.ts';

export const usersModule = defineModule({
  name: 'users',
  api: (api, { services, config }) => api.register(usersRoutes, { users: services.users, config }),
});
