import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from './keys.ts';
import { ORDERS_PAGE_SIZE } from './orders.ts';

export type BusinessOrdersFilter = {
  businessId: string;
  /** A named grouping of statuses, or an explicit list of statuses (empty: every status). */
  group?: 'requests';
  statuses?: readonly OrderStatus[];
  /** Only orders with a line bought in this sale. */
  promotionId?: string;
  /** Only orders with a line this affiliate brought. */
  affiliateId?: string;
  page: number;
  limit?: number;
};

/** A business's paid orders: unpaid checkouts never reach the vendor's lists. */
export const businessOrdersQuery = (f: BusinessOrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.ofBusiness(f),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Order>>(
          '/orders',
          {
            orderByBusinessId: f.businessId,
            orderGroup: f.group,
            orderStatus: f.statuses ? [...f.statuses] : undefined,
            orderByPromotionId: f.promotionId,
            orderByAffiliateIds: f.affiliateId,
            orderTransactionPaid: 1,
            page: f.page,
            limit: f.limit ?? ORDERS_PAGE_SIZE,
          },
          signal,
        )
      ).data,
  });

export function useBusinessOrders(f: BusinessOrdersFilter) {
  return useQuery({ ...businessOrdersQuery(f), placeholderData: keepPreviousData });
}

/** How many orders match, read from a one-row page. */
export function useBusinessOrderCount(f: Omit<BusinessOrdersFilter, 'page' | 'limit'>) {
  return useQuery({
    ...businessOrdersQuery({ ...f, page: 1, limit: 1 }),
    select: (page) => page.totalRecords,
  });
}
