import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, Session } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useStartSession } from './session.ts';

/** Sign-up logs the user straight in. */
export function useRegister() {
  const start = useStartSession();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: RegisterBody) => api.post<Session & { isCheckout: boolean }>('/users', body),
    onSuccess: (res) => {
      start(res.data);
      notify.success(res.message);
    },
  });
}
