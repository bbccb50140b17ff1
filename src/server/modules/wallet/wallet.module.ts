import { defineModule } from '../../module.ts';
import { walletRoutes } from './wallet.routes.ts';

export const walletModule = defineModule({
  name: 'wallet',
  api: (api, { services, ownOrigin }) => api.register(walletRoutes, { ...services, ownOrigin }),
});
