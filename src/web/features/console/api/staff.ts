import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffRole } from '#shared/schemas/console.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** Everyone holding a staff role (admin). */
export function useStaff() {
  return useQuery({
    queryKey: consoleKeys.staff,
    queryFn: async ({ signal }) =>
      (await api.get<StaffMember[]>('/console/staff', undefined, signal)).data,
  });
}

/** Sets a person's roles with the reason; the form shows a refusal under its fields. */
export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { userId: string; roles: StaffRole[]; reason: string }) =>
      api.put<StaffMember>(`/console/staff/${input.userId}/roles`, {
        roles: input.roles,
        reason: input.reason,
      }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Roles saved');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

/** Forgets a staff member's authenticator with the reason; the form shows a refusal. */
export function useResetFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (reason: string) =>
      api.post<null>(`/console/staff/${userId}/factor/reset`, { reason }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Authenticator reset');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.staff });
    },
  });
}
