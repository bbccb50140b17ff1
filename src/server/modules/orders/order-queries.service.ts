import { ORDER_GROUPS, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf, parseDateRange } from '../../paging.ts';
import * as repo from './orders.repo.ts';
import { forReseller, orderView } from './orders.view.ts';

export type OrderQueriesService = ReturnType<typeof createOrderQueriesService>;

export type OrderListInput = {
  orderByBusinessId?: string;
  orderByCustomerId?: string;
  orderByAffiliateIds?: string[];
  orderByProductId?: string;
  orderByPromotionId?: string;
  orderStatus?: OrderStatus[];
  orderGroup?: 'requests' | 'inProgress' | 'completed' | 'failedOrReturned';
  orderTransactionPaid?: '0' | '1';
  orderDateRange?: string;
  page: number;
  limit: number;
};

/** Orders as their customer, their business's owner or a reseller of one of their lines sees them. */
export function createOrderQueriesService(deps: { db: Db; returnWindowDays: number }) {
  const { db } = deps;
  /** The order as the viewer may see it: a reseller who is neither buyer nor seller sees less. */
  const view = (viewerId: string) => (d: repo.OrderDetail) => {
    const order = orderView(d, deps.returnWindowDays);
    const party = d.customer.id === viewerId || d.business.ownerId === viewerId;
    return party ? order : forReseller(order);
  };

  return {
    async list(viewerId: string, q: OrderListInput) {
      // A sale's orders are its business owner's to see, no one else's.
      let saleBusinessId: string | undefined;
      if (q.orderByPromotionId) {
        const sale = await repo.promotionOwner(db, q.orderByPromotionId);
        if (!sale) throw notFound('Promotion');
        if (sale.ownerId !== viewerId)
          throw forbidden('Only the owner of this business sees the orders of its sales');
        saleBusinessId = sale.businessId;
        if (q.orderByBusinessId && q.orderByBusinessId !== saleBusinessId)
          return pageOf([] as Order[], 0, q.page, q.limit);
      }
      let statuses: readonly OrderStatus[] | undefined = q.orderStatus;
      if (q.orderGroup) {
        // A customer's "in progress" also holds orders still waiting for the vendor.
        const forCustomer = q.orderByCustomerId !== undefined && !q.orderByBusinessId;
        const group =
          q.orderGroup === 'inProgress' && forCustomer
            ? ORDER_GROUPS.inProgressForUser
            : ORDER_GROUPS[q.orderGroup];
        statuses = statuses ? statuses.filter((s) => group.includes(s as never)) : group;
        if (statuses.length === 0) return pageOf([] as Order[], 0, q.page, q.limit);
      }
      const { from, to } = parseDateRange(q.orderDateRange, 'orderDateRange');
      const { ids, total } = await repo.listOrderIds(
        db,
        {
          visibleTo: viewerId,
          businessId: q.orderByBusinessId ?? saleBusinessId,
          customerId: q.orderByCustomerId,
          affiliateIds: q.orderByAffiliateIds,
          productId: q.orderByProductId,
          promotionId: q.orderByPromotionId,
          statuses,
          paid: q.orderTransactionPaid === undefined ? undefined : q.orderTransactionPaid === '1',
          from,
          to,
        },
        offsetOf(q.page, q.limit),
      );
      return pageOf((await repo.orderDetails(db, ids)).map(view(viewerId)), total, q.page, q.limit);
    },

    /**
     * The buyer and seller of an order with its state, for a dispute (who may write in it, when
     * it may be opened); null when there is no such order.
     */
    async partiesOf(orderId: string) {
      const [d] = await repo.orderDetails(db, [orderId]);
      if (!d) return null;
      const order = orderView(d, deps.returnWindowDays);
      return {
        order,
        customerId: d.customer.id,
        ownerId: d.business.ownerId,
        buyerName: order.customer.name,
        storeName: d.business.name,
      };
    },

    async get(viewerId: string, orderId: string) {
      const [detail] = await repo.orderDetails(db, [orderId]);
      const allowed =
        detail &&
        (detail.customer.id === viewerId ||
          detail.business.ownerId === viewerId ||
          detail.items.some((i) => i.affiliateId === viewerId));
      if (!allowed) throw notFound('Order');
      return view(viewerId)(detail);
    },
  };
}
