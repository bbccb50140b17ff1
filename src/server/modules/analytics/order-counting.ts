import type { Db, Tx } from '../../db/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { ORDER_LEDGER_KINDS } from '../orders/orders.public.ts';
import type { FactItem } from './analytics.schema.ts';
import * as repo from './order-facts.repo.ts';
import { lagosDay } from './periods.ts';

/**
 * Rows of one table with the same key merged, their sums added (a status kept and a value
 * changed is one row, not a take-back and an add that one statement could not both apply), and
 * rows that add nothing dropped.
 */
function net<R extends object>(rows: R[], keys: (keyof R)[], sums: (keyof R)[]): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const id = keys
      .map((k) => {
        const v = row[k];
        return v instanceof Date ? v.toISOString() : String(v);
      })
      .join('|');
    const had = byKey.get(id);
    if (!had) {
      byKey.set(id, { ...row });
      continue;
    }
    for (const f of sums) {
      const [a, b] = [had[f], row[f]];
      had[f] = (
        typeof a === 'bigint' ? a + (b as bigint) : (a as number) + (b as number)
      ) as R[typeof f];
    }
  }
  return [...byKey.values()].filter((r) => sums.some((f) => r[f] !== 0 && r[f] !== 0n));
}

/** Each rollup's rows netted by its key (`net`); a product is remembered once. */
function netted(d: repo.RollupDeltas): repo.RollupDeltas {
  const money = ['orders', 'valueKobo', 'releasedKobo'] as const;
  const counts = ['orders', 'valueKobo', 'units'] as const;
  return {
    businessHours: net(d.businessHours, ['businessId', 'hour', 'status'], [...money]),
    businessMonths: net(d.businessMonths, ['businessId', 'month', 'status'], [...money]),
    customerHours: net(d.customerHours, ['customerId', 'hour', 'status'], ['orders', 'valueKobo']),
    businessDays: net(
      d.businessDays,
      ['businessId', 'breakdown', 'key', 'day', 'status'],
      [...counts],
    ),
    businessMonthKeys: net(
      d.businessMonthKeys,
      ['businessId', 'breakdown', 'key', 'month', 'status'],
      [...counts],
    ),
    products: [...new Map(d.products.map((p) => [p.productId, p])).values()],
  };
}

/**
 * Counts paid orders into the rollups: each order's facts as last counted are taken back and
 * its facts as they stand now added, so an event that comes twice or late counts it once.
 */
export function createOrderCounting(deps: { db: Db; ledger: Pick<LedgerService, 'entriesOf'> }) {
  const { db } = deps;

  /** What the ledger released to the business for an order, after any refund took it back. */
  async function releasedFor(tx: Tx, orderId: string, businessId: string) {
    const business = accounts.business(businessId);
    let sum = 0n;
    for (const kind of [ORDER_LEDGER_KINDS.release, ORDER_LEDGER_KINDS.refund])
      for (const e of await deps.ledger.entriesOf(tx, kind, orderId))
        if (e.account === business) sum += e.amountKobo;
    return sum;
  }

  /** One order's share of every rollup, added (sign 1) or taken back (sign -1), into `into`. */
  function share(into: repo.RollupDeltas, f: repo.Fact, sign: 1 | -1) {
    const k = BigInt(sign);
    const hour = new Date(Math.floor(f.placedAt.getTime() / 3_600_000) * 3_600_000);
    const day = lagosDay(f.placedAt);
    const month = `${day.slice(0, 7)}-01`;
    const business = {
      businessId: f.businessId,
      status: f.status,
      orders: sign,
      valueKobo: k * f.valueKobo,
      releasedKobo: k * f.releasedKobo,
    };
    into.businessHours.push({ ...business, hour });
    into.businessMonths.push({ ...business, month });
    into.customerHours.push({
      customerId: f.customerId,
      hour,
      status: f.status,
      orders: sign,
      valueKobo: k * f.valueKobo,
    });
    const units = f.items.reduce((sum, i) => sum + i.units, 0);
    const row = (breakdown: 'product' | 'customer' | 'state' | 'lga', key: string) => ({
      businessId: f.businessId,
      breakdown,
      key,
      day,
      status: f.status,
    });
    const byProduct = new Map<string, { units: number; valueKobo: bigint }>();
    for (const i of f.items) {
      const had = byProduct.get(i.productId) ?? { units: 0, valueKobo: 0n };
      byProduct.set(i.productId, {
        units: had.units + i.units,
        valueKobo: had.valueKobo + BigInt(i.valueKobo),
      });
    }
    const keys = [
      ...[...byProduct].map(([productId, p]) => ({
        ...row('product', productId),
        orders: sign,
        units: sign * p.units,
        valueKobo: k * p.valueKobo,
      })),
      ...[
        row('customer', f.customerId),
        row('state', f.state),
        row('lga', `${f.state}|${f.lga ?? ''}`),
      ].map((r) => ({ ...r, orders: sign, units: sign * units, valueKobo: k * f.valueKobo })),
    ];
    into.businessDays.push(...keys);
    into.businessMonthKeys.push(...keys.map(({ day: _day, ...r }) => ({ ...r, month })));
  }

  const sameFact = (a: repo.Fact | null, b: repo.Fact | null) =>
    a === b ||
    (a !== null &&
      b !== null &&
      a.status === b.status &&
      a.placedAt.getTime() === b.placedAt.getTime() &&
      a.valueKobo === b.valueKobo &&
      a.releasedKobo === b.releasedKobo);

  /** Counts an order as it stands now (once paid), taking back what was counted of it before. */
  async function record(orderId: string) {
    await db.transaction(async (tx) => {
      const was = await repo.lockOrderFacts(tx, orderId);
      const order = await repo.readPaidOrder(tx, orderId);
      const now: repo.Fact | null = order && {
        orderId,
        businessId: order.businessId,
        customerId: order.customerId,
        placedAt: order.createdAt,
        status: order.status,
        valueKobo: order.totalKobo,
        releasedKobo: await releasedFor(tx, orderId, order.businessId),
        state: order.address.state,
        lga: order.address.lga ?? null,
        items: order.items
          .filter((i) => i.productId)
          .map((i): FactItem => ({
            productId: i.productId!,
            name: i.name,
            photo: i.photo,
            unitPriceKobo: String(i.unitPriceKobo),
            units: i.units,
            valueKobo: String(i.valueKobo),
          })),
      };
      if (sameFact(was, now)) return;
      const deltas: repo.RollupDeltas = {
        businessHours: [],
        businessMonths: [],
        customerHours: [],
        businessDays: [],
        businessMonthKeys: [],
        products: [],
      };
      if (was) share(deltas, was, -1);
      if (now) {
        share(deltas, now, 1);
        await repo.saveFact(tx, now);
        deltas.products = now.items.map((i) => ({
          productId: i.productId,
          businessId: now.businessId,
          name: i.name,
          photo: i.photo,
          unitPriceKobo: BigInt(i.unitPriceKobo),
        }));
      } else {
        await repo.deleteFact(tx, orderId);
      }
      // The shop's shared rows last, in one statement, each key once with what was and what is
      // netted: they stay locked only from here to the commit.
      await repo.addRollups(tx, netted(deltas));
    });
  }

  return {
    record,

    /** Catch-up (a job): paid orders whose count is missing or out of date, a batch at a time. */
    async catchUp(batch = 500): Promise<number> {
      const ids = await repo.ordersOutOfStep(db, batch);
      for (const id of ids) await record(id);
      return ids.length;
    },
  };
}
