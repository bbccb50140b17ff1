import { defineModule } from '../../module.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule({
  name: 'uploads',
  api: (api, { services, storage, config }) =>
    api.register(uploadsRoutes, {
      storage,
      uploads: services.uploads,
      ffprobePath: config.media.ffprobePath,
    }),
});
