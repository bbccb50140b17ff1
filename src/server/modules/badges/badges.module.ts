import { defineModule } from '../../module.ts';
import { badgesRoutes } from './badges.routes.ts';

export const badgesModule = defineModule({
  name: 'badges',
  api: (api, { services, ownOrigin }) =>
    api.register(badgesRoutes, { badges: services.badges, ownOrigin }),
});
