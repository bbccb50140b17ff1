import { defineModule, type Deps } from '../../module.ts';
import { guideMediaRoutes, guidesRoutes } from './guides.routes.ts';
import { createGuidesService, GUIDE_MEDIA_DIR, type GuidesService } from './guides.service.ts';

export const guidesModule = defineModule<{ guides: GuidesService }>()({
  name: 'guides',
  services: { guides: (_d: Deps) => createGuidesService({ mediaDir: GUIDE_MEDIA_DIR }) },
  api: (api, { services }) => api.register(guidesRoutes, { guides: services.guides }),
  root: (app) => app.register(guideMediaRoutes, { mediaDir: GUIDE_MEDIA_DIR }),
});
