import { koboToNaira } from '#shared/money.ts';
import { orderNumber } from '#shared/order-flow.ts';
import {
  MAX_REPORT_DAYS,
  MAX_REPORT_ORDERS,
  type SalesReport,
  type SalesReportQuery,
} from '#shared/schemas/analytics.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { ORDER_LEDGER_KINDS } from '../orders/orders.public.ts';
import * as repo from './sales-report.repo.ts';
import { longerThanFreeAnalytics, periodOf } from './periods.ts';
import type { PlanGate } from './analytics.service.ts';

const CHUNK = 5000;

/**
 * A business's sales over Lagos days, as its accountant reads them: every paid order placed in
 * the range with what the ledger did with its money (commission, affiliates' shares, refunds,
 * the net released to the business, or still in escrow), what sold, and what was withdrawn.
 * gross = net + commission + affiliate shares + refunds + in escrow, order by order.
 */
export async function buildSalesReport(
  deps: { db: Db; ledger: Pick<LedgerService, 'entriesOfMany'>; plans: PlanGate },
  viewerId: string,
  businessId: string,
  q: SalesReportQuery,
): Promise<SalesReport & { handle: string }> {
  const { db } = deps;
  const business = await repo.businessOf(db, businessId);
  if (!business) throw notFound('Business');
  if (business.ownerId !== viewerId)
    throw forbidden('Only the owner of this business can see its sales');
  const { from, to } = periodOf({ metricDateRange: `${q.from},${q.to}` });
  if ((to.getTime() - from.getTime()) / 86_400_000 > MAX_REPORT_DAYS)
    throw badRequest({ to: 'A report covers at most a year' });
  if (longerThanFreeAnalytics({ from, to }))
    await deps.plans.require(viewerId, 'longAnalytics', 'A sales report beyond 7 days');

  const orders = await repo.paidOrdersBetween(db, businessId, from, to);
  const entries = [];
  for (let i = 0; i < orders.length; i += CHUNK)
    entries.push(
      ...(await deps.ledger.entriesOfMany(
        [ORDER_LEDGER_KINDS.release, ORDER_LEDGER_KINDS.refund],
        orders.slice(i, i + CHUNK).map((o) => o.id),
      )),
    );
  const byOrder = new Map<string, typeof entries>();
  for (const e of entries) byOrder.set(e.reference, [...(byOrder.get(e.reference) ?? []), e]);
  const own = accounts.business(businessId);

  const lines = orders.map((o) => {
    const money = { commission: 0n, affiliates: 0n, refunded: 0n, net: 0n };
    const customerWallet = accounts.wallet(o.customerId);
    for (const e of byOrder.get(o.id) ?? []) {
      if (e.account === own) money.net += e.amountKobo;
      else if (e.account === accounts.commission) money.commission += e.amountKobo;
      else if (e.account === customerWallet && e.kind === ORDER_LEDGER_KINDS.refund)
        money.refunded += e.amountKobo;
      else if (e.account.startsWith('wallet:')) money.affiliates += e.amountKobo;
    }
    const inEscrow = o.totalKobo - money.net - money.commission - money.affiliates - money.refunded;
    return { order: o, ...money, inEscrow };
  });
  const sum = (f: (l: (typeof lines)[number]) => bigint) =>
    koboToNaira(lines.reduce((n, l) => n + f(l), 0n));

  // Every order's lines read once: items per order, and what sold in the orders not refunded.
  const refunded = new Set(lines.filter((l) => l.refunded !== 0n).map((l) => l.order.id));
  const sold = new Map<string, { units: number; valueKobo: bigint }>();
  const itemCounts = new Map<string, number>();
  for (let i = 0; i < orders.length; i += CHUNK)
    for (const line of await repo.linesOf(
      db,
      orders.slice(i, i + CHUNK).map((o) => o.id),
    )) {
      itemCounts.set(line.orderId, (itemCounts.get(line.orderId) ?? 0) + line.units);
      if (refunded.has(line.orderId)) continue;
      const had = sold.get(line.name) ?? { units: 0, valueKobo: 0n };
      sold.set(line.name, {
        units: had.units + line.units,
        valueKobo: had.valueKobo + line.valueKobo,
      });
    }

  return {
    handle: business.handle,
    businessName: business.name,
    from: q.from,
    to: q.to,
    totals: {
      orders: orders.length,
      gross: sum((l) => l.order.totalKobo),
      deliveryFees: sum((l) => l.order.deliveryFeeKobo),
      refunds: sum((l) => l.refunded),
      commission: sum((l) => l.commission),
      affiliateShares: sum((l) => l.affiliates),
      inEscrow: sum((l) => l.inEscrow),
      net: sum((l) => l.net),
      paidOut: koboToNaira(await repo.withdrawnBetween(db, businessId, from, to)),
    },
    orders: lines.slice(0, MAX_REPORT_ORDERS).map((l) => ({
      _id: l.order.id,
      number: orderNumber(l.order.id),
      date: l.order.createdAt.toISOString(),
      customer: `${l.order.firstName} ${l.order.lastName}`,
      status: l.order.status,
      items: itemCounts.get(l.order.id) ?? 0,
      deliveryFee: koboToNaira(l.order.deliveryFeeKobo),
      total: koboToNaira(l.order.totalKobo),
      commission: koboToNaira(l.commission),
      refunded: koboToNaira(l.refunded),
      net: koboToNaira(l.net),
    })),
    truncated: orders.length > MAX_REPORT_ORDERS,
    products: [...sold]
      .map(([name, p]) => ({ name, units: p.units, value: koboToNaira(p.valueKobo) }))
      .sort((a, b) => b.value - a.value),
  };
}
