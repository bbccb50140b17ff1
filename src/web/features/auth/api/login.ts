import { useMutation } from '@tanstack/react-query';
import type { LoginBody, Session } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { useStartSession } from './session.ts';

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: LoginBody) => api.post<Session>('/users/login', body),
    onSuccess: (res) => start(res.data),
  });
}
