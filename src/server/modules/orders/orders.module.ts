import { defineModule } from '../../module.ts';
import { ordersRoutes } from './orders.routes.ts';

export const ordersModule = defineModule({
  name: 'orders',
  api: (api, { services, ownOrigin }) => api.register(ordersRoutes, { ...services, ownOrigin }),
  jobs: [
    {
      // Orders delivered 7 days ago without a reply become RECEIVED.
      name: 'orders-auto-receive',
      cron: '*/10 * * * *',
      run: (services) => services.orderStatus.autoReceive(),
    },
  ],
});
