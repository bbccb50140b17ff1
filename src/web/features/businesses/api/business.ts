import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Business,
  BusinessBody,
  BusinessPatch,
  DeliveryFeesBody,
} from '#shared/schemas/businesses.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { businessKeys, meKeys } from '#web/lib/query-keys.ts';

export function useBusiness(id: string) {
  return useQuery({
    queryKey: businessKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<Business>(`/businesses/${id}`, undefined, signal)).data,
  });
}

/** Creating a business refreshes the profile so the account switcher and menus see it. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: Partial<BusinessBody> & Pick<BusinessBody, 'name' | 'handle'>) =>
      api.post<Business>('/businesses', body),
    onSuccess: async (res) => {
      queryClient.setQueryData(businessKeys.detail(res.data._id), res.data);
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      notify.success(res.message);
    },
  });
}

function useBusinessWrite<V>(
  id: string,
  send: (v: V) => Promise<{ data: Business; message?: string }>,
  fieldErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors },
    mutationFn: send,
    onSuccess: async (res) => {
      queryClient.setQueryData(businessKeys.detail(id), res.data);
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      notify.success(res.message);
    },
  });
}

export const useUpdateBusiness = (id: string) =>
  useBusinessWrite(
    id,
    (body: BusinessPatch) => api.patch<Business>(`/businesses/${id}`, body),
    true,
  );

export const useToggleBusiness = (id: string) =>
  useBusinessWrite(
    id,
    ({ flag, value }: { flag: 'active' | 'taking-order' | 'return-order'; value: boolean }) =>
      api.put<Business>(`/businesses/${id}/${flag}`, { value }),
  );

export const useRequestMarketplace = (id: string) =>
  useBusinessWrite(id, () => api.put<Business>(`/businesses/${id}/request-marketplace`));

export const useSetDeliveryFees = (id: string) =>
  useBusinessWrite(
    id,
    (body: DeliveryFeesBody) => api.put<Business>(`/businesses/${id}/delivery-fees`, body),
    true,
  );
