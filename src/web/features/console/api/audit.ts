import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/schemas/console.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { consoleKeys } from './keys.ts';

export type AuditQuery = { q?: string; page: number };

/** A page of the audit log, newest first; the page shown stays while the next one loads. */
export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: consoleKeys.audit(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<AuditEntry>>(
          '/console/audit',
          { q: query.q || undefined, page: query.page, limit: 25 },
          signal,
        )
      ).data,
  });
}

/** The log (with the same search) as a CSV file. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (q: string) => {
      const path = q ? `/console/audit/export?q=${encodeURIComponent(q)}` : '/console/audit/export';
      saveFile(await (await api.response(path)).blob(), 'oja-audit-log.csv');
    },
  });
}
