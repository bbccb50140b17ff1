import { badRequest } from './errors.ts';

/** The paged-list shape of every list endpoint (ARCHITECTURE "API conventions"). */
export function pageOf<T>(results: T[], totalRecords: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(totalRecords / limit));
  return {
    results,
    currentPage: page,
    totalPages,
    totalRecords,
    perPageLimit: limit,
    nextPage: page < totalPages ? page + 1 : null,
    previousPage: page > 1 ? Math.min(page - 1, totalPages) : null,
  };
}

export const offsetOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/** "from,to" (either end may be empty) → dates; the end day is included whole. */
export function parseDateRange(range: string | undefined, field: string) {
  if (!range) return {};
  const [fromText = '', toText = ''] = range.split(',').map((s) => s.trim());
  const from = fromText ? new Date(fromText) : undefined;
  let to = toText ? new Date(toText) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime())))
    throw badRequest({ [field]: 'Use dates like 2026-01-31' });
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(toText)) to = new Date(to.getTime() + 86_399_999);
  return { from, to };
}
