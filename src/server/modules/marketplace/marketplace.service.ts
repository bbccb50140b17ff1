import { DASHBOARD_PERIOD_MS, type DashboardPeriod } from '#shared/marketplace-dashboard.ts';
import { koboToNaira } from '#shared/money.ts';
import type { MarketplaceDashboard, MarketplaceFigures } from '#shared/schemas/marketplace.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as repo from './marketplace.repo.ts';

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

const FAILED_WITHIN_MS = 30 * 86_400_000;

/**
 * The marketplace as a whole for Oja's staff: orders, sales, commission, newcomers and payouts over
 * a span and the one before it, what waits in each queue, and the ledger's balances by kind with
 * their sum (₦0 when every transfer balanced).
 */
export function createMarketplaceService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'netBetween' | 'balancesByKind' | 'total'>;
  now?: () => Date;
}) {
  const { db } = deps;

  async function figures(from: Date, to: Date): Promise<MarketplaceFigures> {
    const span = { from, to };
    const [orders, people, paid, commission] = await Promise.all([
      repo.paidOrders(db, span),
      repo.newcomers(db, span),
      repo.payouts(db, span),
      deps.ledger.netBetween(accounts.commission, from, to),
    ]);
    return {
      orders: orders.orders,
      sales: koboToNaira(orders.salesKobo),
      commission: koboToNaira(commission),
      newShoppers: people.shoppers,
      newStores: people.stores,
      payouts: paid.payouts,
      paidOut: koboToNaira(paid.paidOutKobo),
    };
  }

  return {
    async dashboard(period: DashboardPeriod): Promise<MarketplaceDashboard> {
      const to = deps.now?.() ?? new Date();
      const span = DASHBOARD_PERIOD_MS[period];
      const from = new Date(to.getTime() - span);
      const [now, before, queues, kinds, total] = await Promise.all([
        figures(from, to),
        figures(new Date(from.getTime() - span), from),
        repo.queues(db, new Date(to.getTime() - FAILED_WITHIN_MS)),
        deps.ledger.balancesByKind(),
        deps.ledger.total(),
      ]);
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        figures: now,
        previous: before,
        queues,
        ledger: {
          accounts: kinds.map((k) => ({ kind: k.kind, balance: koboToNaira(k.balanceKobo) })),
          total: koboToNaira(total),
        },
      };
    },
  };
}
