import { defineModule, type Deps } from '../../module.ts';
import { createMediaCheck } from '../../media.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule<{ uploads: UploadsService }>()({
  name: 'uploads',
  services: {
    uploads: (d: Deps) => createUploadsService({ db: d.db }),
    // Media a module stores must be this app's and uploaded by whoever saves it.
    checkMedia: (d: Deps<{ uploads: UploadsService }>) =>
      createMediaCheck({
        publicBase: d.config.s3?.publicUrl,
        ownedBy: (ownerId, urls) => d.uploads.ownedBy(ownerId, urls),
      }),
  },
  api: (api, { services, storage, config }) =>
    api.register(uploadsRoutes, {
      storage,
      uploads: services.uploads,
      ffprobePath: config.media.ffprobePath,
    }),
});
