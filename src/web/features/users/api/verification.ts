import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

export function useSendEmailVerification(userId: string) {
  return useMutation({
    mutationFn: () => api.post<null>(`/users/${userId}/email-verification`),
    onSuccess: (res) => notify.success(res.message),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ userId, token }: { userId: string; token: string }) =>
      api.get<null>(`/users/${userId}/verify/${encodeURIComponent(token)}/email`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}

export function useSendPhoneCode(userId: string) {
  return useMutation({
    mutationFn: (input: { phoneCode: string; phoneNumber: string; whatsApp: boolean }) => {
      const code = input.phoneCode.replace(/\D/g, '');
      const path = `/users/${userId}/phone/${code}/number/${encodeURIComponent(input.phoneNumber)}/token?isWhatAppChannel=${input.whatsApp}`;
      return api.patch<null>(path, {
        userId,
        phoneCode: input.phoneCode,
        phoneNumber: input.phoneNumber,
        whatsAppCode: input.phoneCode,
      });
    },
    onSuccess: (res) => notify.success(res.message),
  });
}

export function useVerifyPhone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.patch<null>(`/users/${userId}/phone/token/${code}/verify`),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
