import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { logout } from '#web/lib/session.ts';

/** A changed password ends every session, this one included (docs/product.md#accounts-and-security). */
export function useChangePassword(userId: string) {
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.put<null>(`/users/${userId}/change-Password`, body),
    onSuccess: (res) => {
      logout();
      notify.success(res.message);
    },
  });
}
