import { defineModule } from '../../module.ts';
import { socialRoutes } from './social.routes.ts';

export const socialModule = defineModule({
  name: 'social',
  api: (api, { services }) => api.register(socialRoutes, { social: services.social }),
});
