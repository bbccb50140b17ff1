import {
  AUTO_RECEIVE_AFTER_DAYS,
  canMove,
  type Actor,
  type OrderStatus,
} from '#shared/order-flow.ts';
import type { Tx } from '../../db/client.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { VouchersService } from '../rewards/vouchers.service.ts';
import { createEscrow } from './escrow.ts';
import { orderStatusChanged, placedFact } from './orders.public.ts';
import * as holds from './order-holds.repo.ts';
import * as repo from './orders.repo.ts';
import { restock } from './restock.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Statuses whose money still waits in escrow. */
const HELD: readonly OrderStatus[] = ['PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'RETURNED'];
const formatKobo = (kobo: bigint) => formatNaira(koboToNaira(kobo));

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;

/**
 * Moves orders along the transition table (docs/order-lifecycle.md) with the money and stock
 * that go with each move, in one transaction per order.
 */
export function createOrderStatusService(deps: {
  events: Pick<EventBus, 'transaction'>;
  products: Pick<ProductsService, 'returnStock'>;
  promotions: Pick<PromotionsService, 'returnUnits'>;
  ledger: Pick<LedgerService, 'post' | 'entriesOf'>;
  vouchers: Pick<VouchersService, 'giveBack'>;
  commissionPercent: number;
  returnWindowDays: number;
}) {
  const { events } = deps;
  const escrow = createEscrow(deps.ledger, deps.commissionPercent);

  /** Applies a legal move inside `tx`; the caller has locked the order. */
  async function apply(
    tx: Tx,
    publish: Publish,
    locked: NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>,
    to: OrderStatus,
    actor: Actor | 'system',
  ): Promise<void> {
    const order = locked.order;
    const moved = await repo.setOrderStatus(tx, order.id, order.status, to, actor);
    if (!moved) throw conflict('This order changed in the meantime, please reload it');
    if (to === 'RECEIVED') {
      await escrow.release(tx, order, await repo.itemsOfOrders(tx, [order.id]));
    } else if (to === 'REJECTED' || to === 'RETURN_CONFIRMED') {
      await escrow.refund(tx, order);
      // An order turned down never happened: its voucher can be used again (given back before
      // the sales and stock, the order checkout takes them in). A returned one was used: what
      // was paid after it is what comes back.
      if (to === 'REJECTED') await deps.vouchers.giveBack(tx, [order.id]);
      await restock(tx, deps, [order.id]);
    }
    await publish(orderStatusChanged, {
      order: placedFact(order),
      business: { id: order.businessId, name: locked.businessName, ownerId: locked.ownerId },
      status: to,
    });
  }

  return {
    /** A vendor's or customer's move; anything the table does not allow is a 409. */
    async change(userId: string, orderId: string, to: OrderStatus, now = new Date()) {
      await events.transaction(async (tx, publish) => {
        const locked = await repo.lockOrder(tx, orderId);
        if (!locked) throw notFound('Order');
        const { order } = locked;
        const actors: Actor[] = [];
        if (locked.ownerId === userId) actors.push('vendor');
        if (order.customerId === userId) actors.push('customer');
        if (actors.length === 0) throw notFound('Order');
        if (locked.paymentStatus !== 'SUCCESS')
          throw conflict('This order has not been paid, so it cannot change');
        if (await holds.disputeOf(tx, orderId))
          throw conflict('There is a dispute on this order: Oja decides what happens to it');
        const actor = actors.find((a) => canMove(a, order.status, to));
        if (!actor) {
          throw conflict(
            order.status === to
              ? `This order is already ${to.toLowerCase().replace('_', ' ')}`
              : `An order that is ${order.status.toLowerCase().replace('_', ' ')} cannot be marked ${to.toLowerCase().replace('_', ' ')}`,
          );
        }
        if (to === 'RETURNED') {
          if (!locked.acceptsReturns)
            throw conflict(`${locked.businessName} does not accept returns`);
          const deadline = (order.deliveredAt?.getTime() ?? 0) + deps.returnWindowDays * DAY_MS;
          if (now.getTime() > deadline)
            throw conflict(
              `Returns are possible within ${deps.returnWindowDays} days of delivery; that time has passed`,
            );
        }
        await apply(tx, publish, locked, to, actor);
      });
    },

    /**
     * A suspended seller's paid orders that nobody accepted yet are turned down for them, in the
     * suspension's transaction: the buyers are refunded and the stock goes back, as when a seller
     * rejects one. Orders already accepted still complete. How many were turned down.
     */
    async rejectWaitingOrders(tx: Tx, publish: Publish, businessIds: string[]) {
      const ids = await holds.paidPendingOf(tx, businessIds);
      for (const id of ids) {
        const locked = await repo.lockOrder(tx, id);
        if (locked?.order.status === 'PENDING')
          await apply(tx, publish, locked, 'REJECTED', 'system');
      }
      return ids.length;
    },

    /** Locks the order while a dispute opens: its status and whether it was paid. */
    async lockForDispute(tx: Tx, orderId: string) {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked) throw notFound('Order');
      return { status: locked.order.status, paid: locked.paymentStatus === 'SUCCESS' };
    },

    /**
     * Settles a dispute's money in the console's transaction: nothing back pays the seller as on
     * RECEIVED; the whole total refunds it all (points back to points); anything between goes
     * back to the buyer's wallet (at most what they paid in money) and the seller is paid the
     * rest, commission taken from it. The order keeps its status; the dispute says what happened.
     */
    async settleDispute(tx: Tx, orderId: string, refundKobo: bigint) {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked) throw notFound('Order');
      const { order } = locked;
      if (locked.paymentStatus !== 'SUCCESS' || !HELD.includes(order.status))
        throw conflict('This order’s money has moved already: it cannot be settled here');
      const moneyPaid = order.totalKobo - order.pointsKobo;
      if (refundKobo > order.totalKobo)
        throw badRequest({ refund: `The most that can go back is ${formatKobo(order.totalKobo)}` });
      if (refundKobo === 0n)
        await escrow.release(tx, order, await repo.itemsOfOrders(tx, [orderId]));
      else if (refundKobo === order.totalKobo) await escrow.refund(tx, order);
      else if (refundKobo > moneyPaid)
        throw badRequest({
          refund: `In part, at most ${formatKobo(moneyPaid)} (what was paid in money) can go back; ${formatKobo(order.totalKobo)} refunds it all`,
        });
      else
        await escrow.refundInPart(tx, order, await repo.itemsOfOrders(tx, [orderId]), refundKobo);
      return { totalKobo: order.totalKobo, moneyPaidKobo: moneyPaid };
    },

    /** Orders delivered 7 days ago that the customer never confirmed become RECEIVED. */
    async autoReceive(now = new Date(), batch = 100): Promise<number> {
      const cutoff = new Date(now.getTime() - AUTO_RECEIVE_AFTER_DAYS * DAY_MS);
      return events.transaction(async (tx, publish) => {
        const ids = await holds.claimDueForReceipt(tx, cutoff, batch);
        for (const id of ids) {
          const locked = await repo.lockOrder(tx, id);
          if (locked?.order.status === 'DELIVERED')
            await apply(tx, publish, locked, 'RECEIVED', 'system');
        }
        return ids.length;
      });
    },
  };
}
