import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SalesReport } from '#shared/schemas/analytics.ts';
import { api } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

export type ReportRange = { from: string; to: string };

export function useSalesReport(businessId: string, range: ReportRange, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['analytics', 'sales-report', businessId, range.from, range.to],
    queryFn: async ({ signal }) =>
      (await api.get<SalesReport>(`/businesses/${businessId}/sales-report`, range, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** Saves the report as a file: the browser's own download, named by the server. */
export function useDownloadReport(businessId: string) {
  return useMutation({
    mutationFn: async ({
      range,
      ext,
      name,
    }: {
      range: ReportRange;
      ext: 'csv' | 'pdf';
      /** The file's name before its extension. */
      name: string;
    }) => {
      const blob = await (
        await api.response(`/businesses/${businessId}/sales-report/${ext}`, { query: range })
      ).blob();
      saveFile(blob, `${name}.${ext}`);
    },
  });
}
