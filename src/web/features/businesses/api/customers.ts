import { useQuery } from '@tanstack/react-query';
import type { Customer } from '#shared/schemas/businesses.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { businessKeys } from '#web/lib/query-keys.ts';

/** The most customers one page may hold: those most recent first. */
const CUSTOMERS_LIMIT = 100;

/** `GET businesses/{id}/customers`: who has paid for an order with the business (its owner). */
export function useCustomers(businessId: string, enabled = true) {
  return useQuery({
    queryKey: [...businessKeys.detail(businessId), 'customers'],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Customer>>(
          `/businesses/${businessId}/customers`,
          { limit: CUSTOMERS_LIMIT },
          signal,
        )
      ).data,
  });
}
