import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoGuide } from '#shared/schemas/guides.ts';
import { api } from '#web/lib/api-client.ts';

/** The seller's video guide; it changes only with a release, so it is kept for the visit. */
export const guidesQuery = () =>
  queryOptions({
    queryKey: ['guides'] as const,
    queryFn: async ({ signal }) => (await api.get<VideoGuide[]>('/guides', undefined, signal)).data,
    staleTime: Infinity,
  });

export const useGuides = () => useQuery(guidesQuery());
