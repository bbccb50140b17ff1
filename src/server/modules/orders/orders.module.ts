import { defineModule, type Deps } from '../../module.ts';
import type { AffiliatesService } from '../affiliates/affiliates.service.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { VouchersService } from '../rewards/vouchers.service.ts';
import { createOrderQueriesService, type OrderQueriesService } from './order-queries.service.ts';
import { createOrderStatusService, type OrderStatusService } from './order-status.service.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createCommissionRates, type CommissionRates } from './commission-rates.ts';
import { commissionConsoleRoutes } from './commission-console.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';

export const ordersModule = defineModule<{
  orders: OrdersService;
  orderStatus: OrderStatusService;
  orderQueries: OrderQueriesService;
  idempotency: IdempotencyService;
  commissionRates: CommissionRates;
  console: ConsoleService;
}>()({
  name: 'orders',
  services: {
    orders: (
      d: Deps<{
        products: ProductsService;
        businesses: BusinessesService;
        reference: ReferenceService;
        ledger: LedgerService;
        purchases: PurchasesService;
        vouchers: VouchersService;
        promotions: PromotionsService;
        affiliates: AffiliatesService;
        commissionRates: CommissionRates;
      }>,
    ) =>
      createOrdersService({
        db: d.db,
        events: d.events,
        products: d.products,
        businesses: d.businesses,
        reference: d.reference,
        ledger: d.ledger,
        purchases: d.purchases,
        promotions: d.promotions,
        vouchers: d.vouchers,
        affiliates: d.affiliates,
        orderSharePercent: d.config.rewards.orderSharePercent,
        commissionAt: (tx, when) => d.commissionRates.at(tx, when),
      }),
    commissionRates: (d: Deps) =>
      createCommissionRates({ db: d.db, defaultPercent: d.config.payments.commissionPercent }),
    orderStatus: (
      d: Deps<{
        products: ProductsService;
        promotions: PromotionsService;
        ledger: LedgerService;
        vouchers: VouchersService;
      }>,
    ) =>
      createOrderStatusService({
        events: d.events,
        vouchers: d.vouchers,
        products: d.products,
        promotions: d.promotions,
        ledger: d.ledger,
        commissionPercent: d.config.payments.commissionPercent,
        returnWindowDays: d.config.payments.returnWindowDays,
      }),
    orderQueries: (d: Deps) =>
      createOrderQueriesService({
        db: d.db,
        returnWindowDays: d.config.payments.returnWindowDays,
      }),
  },
  api: async (api, { services, ownOrigin }) => {
    await api.register(ordersRoutes, { ...services, ownOrigin });
    await api.register(commissionConsoleRoutes, {
      commissionRates: services.commissionRates,
      console: services.console,
    });
  },
  jobs: [
    {
      // Orders delivered 7 days ago without a reply become RECEIVED.
      name: 'orders-auto-receive',
      cron: '*/10 * * * *',
      run: (services) => services.orderStatus.autoReceive(),
    },
  ],
});
