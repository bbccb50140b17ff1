import { defineModule } from '../../module.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule = defineModule({
  name: 'support',
  api: (api, { services, config }) =>
    api.register(supportRoutes, {
      support: services.support,
      limits: {
        request: config.rateLimits.supportRequest,
        reply: config.rateLimits.supportReply,
      },
    }),
});
