import { defineModule, type Deps } from '../../module.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { OrderQueriesService } from '../orders/order-queries.service.ts';
import type { OrderStatusService } from '../orders/order-status.service.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { createDisputesService, type DisputesService } from './disputes.service.ts';

export const disputesModule = defineModule<{
  disputes: DisputesService;
  console: ConsoleService;
}>()({
  name: 'disputes',
  services: {
    disputes: (
      d: Deps<{
        console: ConsoleService;
        orderQueries: OrderQueriesService;
        orderStatus: OrderStatusService;
      }>,
    ) =>
      createDisputesService({
        db: d.db,
        events: d.events,
        console: d.console,
        orderQueries: d.orderQueries,
        orderStatus: d.orderStatus,
      }),
  },
  api: (api, { services }) =>
    api.register(disputesRoutes, { disputes: services.disputes, console: services.console }),
});
