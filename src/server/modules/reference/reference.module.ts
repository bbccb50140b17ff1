import { defineModule } from '../../module.ts';
import { referenceRoutes } from './reference.routes.ts';

export const referenceModule = defineModule({
  name: 'reference',
  api: (api, { services }) => api.register(referenceRoutes, { reference: services.reference }),
});
