import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (identifier: string) =>
      api.post<null>(`/users/${encodeURIComponent(identifier.trim())}/forget-password`),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: { token: string; newPassword: string }) =>
      api.post<null>('/users/reset-password', body),
  });
}
