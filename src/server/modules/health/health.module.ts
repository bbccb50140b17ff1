import { defineModule } from '../../module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule()({
  name: 'health',
  root: (app, { db }) => app.register(healthRoutes, { db }),
});
