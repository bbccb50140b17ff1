import { useQuery } from '@tanstack/react-query';
import type { ConsoleMe } from '#shared/schemas/console.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/**
 * Who the signed-in person is in the console. A refusal (403: not staff) is an answer, not an
 * error to retry: the gate shows it.
 */
export function useConsoleMe(enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.me,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
    meta: { silent: true },
    queryFn: async ({ signal }) =>
      (await api.get<ConsoleMe>('/console/me', undefined, signal)).data,
  });
}
