import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { LedgerAccount, LedgerAccountDetail } from '#shared/schemas/ledger-accounts.ts';
import { api } from '#web/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/** One kind's accounts holding money, the largest first. */
export function useLedgerAccounts(kind: string, page: number) {
  return useQuery({
    queryKey: consoleKeys.ledgerKind(kind, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<LedgerAccount>>('/console/ledger/accounts', { kind, page }, signal))
        .data,
  });
}

/** One account's balance and movements, newest first. */
export function useLedgerAccount(account: string, page: number) {
  return useQuery({
    queryKey: consoleKeys.ledgerAccount(account, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<LedgerAccountDetail>(
          `/console/ledger/accounts/${encodeURIComponent(account)}`,
          { page },
          signal,
        )
      ).data,
  });
}
