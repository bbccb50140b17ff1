import { defineModule } from '../../module.ts';
import { usersRoutes } from './users.routes.ts';

export const usersModule = defineModule({
  name: 'users',
  api: (api, { services }) => api.register(usersRoutes, { users: services.users }),
});
