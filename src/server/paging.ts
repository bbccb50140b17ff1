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
