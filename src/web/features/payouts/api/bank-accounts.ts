import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutoPayoutBody,
  Bank,
  PayoutAccount,
  ResolvedAccount,
  VerifyAccountNumberBody,
} from '#shared/schemas/bank-accounts.ts';
import { api } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { notify } from '#web/lib/notify.ts';
import { payoutKeys } from './keys.ts';

const day = 24 * 60 * 60_000;

/** Nigerian banks for the picker (the server keeps the provider's list for a day too). */
export const useBanks = () =>
  useQuery({
    queryKey: payoutKeys.banks,
    queryFn: async ({ signal }) =>
      (await api.get<Bank[]>('/payments/banks', undefined, signal)).data,
    staleTime: day,
  });

/** The user's bank accounts for payouts: their own and their businesses'. */
export const useBankAccounts = (userId: string | undefined) =>
  useQuery({
    queryKey: payoutKeys.bankAccounts(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) =>
      (await api.get<PayoutAccount[]>(`/payments/accounts/${userId}`, undefined, signal)).data,
  });

/** The name the bank holds for a number: shown before saving, never typed (decision 019). */
export const useVerifyAccountNumber = () =>
  useMutation({
    // The form shows the answer beside the fields, not as a toast.
    meta: { silent: true },
    mutationFn: async (body: VerifyAccountNumberBody) =>
      (await api.post<ResolvedAccount>('/users/verify/account-number', body)).data,
  });

type Requested = { account: PayoutAccount; sentTo: string };

/** Adds (or changes) an account; the server sends the owner a code to confirm it. */
export function useSaveBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: async (body: {
      accountNumber: string;
      bankCode: string;
      businessId?: string;
      change: boolean;
    }) => {
      const { change, ...rest } = body;
      const headers = { 'idempotency-key': newIdempotencyKey() };
      const res = change
        ? await api.patch<Requested>(`/payments/accounts/${userId}`, rest)
        : await api.post<Requested>('/payments/accounts', { ...rest, userId }, headers);
      return res;
    },
    onSuccess: async (res) => {
      notify.success(res.message ?? 'We sent you a code to confirm this bank account');
      await queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts(userId) });
    },
  });
}

export function useConfirmBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: { accountId: string; code: string }) =>
      api.post<PayoutAccount>(`/payments/accounts/${userId}/confirm`, body, {
        'idempotency-key': newIdempotencyKey(),
      }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Bank Account added successfully');
      await queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts(userId) });
    },
  });
}

export function useResendBankAccountCode(userId: string) {
  return useMutation({
    mutationFn: (accountId: string) =>
      api.post<{ sentTo: string }>(`/payments/accounts/${userId}/code`, { accountId }),
    onSuccess: (res) => notify.success(`We sent a new code to ${res.data.sentTo}`),
  });
}

export function useRemoveBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string | null) =>
      api.delete<null>(
        `/payments/accounts/${userId}${businessId ? `?businessId=${businessId}` : ''}`,
      ),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Bank Account removed successfully');
      await queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts(userId) });
    },
  });
}

/** Turns a business's automatic daily payout on or off; the account list shows the answer. */
export function useSetAutoPayout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoPayoutBody) =>
      api.put<PayoutAccount>(`/payments/accounts/${userId}/auto-payout`, body),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Automatic daily payout updated');
      await queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts(userId) });
    },
  });
}
