import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleMe } from '#shared/schemas/console.ts';
import { api } from '#web/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/** A new authenticator secret to scan or type. */
export function useSetUpFactor() {
  return useMutation({
    meta: { silent: true },
    mutationFn: async () =>
      (await api.post<{ otpauthUrl: string; secret: string }>('/console/factor/setup')).data,
  });
}

/** Confirms the secret with a code; answers with the recovery codes, shown once. */
export function useConfirmFactor() {
  return useMutation({
    meta: { silent: true },
    mutationFn: async (code: string) =>
      (await api.post<{ recoveryCodes: string[] }>('/console/factor/confirm', { code })).data,
  });
}

/** Passes the second factor for this session; the console opens once it is through. */
export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (body: { code: string } | { recoveryCode: string }) =>
      (await api.post<ConsoleMe>('/console/factor/verify', body)).data,
    onSuccess: (me) => queryClient.setQueryData(consoleKeys.me, me),
  });
}
