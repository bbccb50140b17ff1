import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '#shared/schemas/reference.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { tagKeys } from './keys.ts';

export function useBusinessTags(businessId: string) {
  return useQuery({
    queryKey: tagKeys.ofBusiness(businessId),
    queryFn: async () => (await api.get<Tag[]>(`/businesses/${businessId}/tags`)).data,
  });
}

export function useCreateTag(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (name: string) => api.post<Tag>('/tags', { businessId, name }),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: tagKeys.ofBusiness(businessId) });
    },
  });
}
