/**
 * How often a cache kept in this process had the answer, for `/metrics`. Plain counters: a look-up
 * costs two additions, and nothing is kept per key.
 */
export type CacheStats = { readonly cache: string; hits: number; misses: number };

export function cacheStats(cache: string): CacheStats {
  return { cache, hits: 0, misses: 0 };
}

/** Counts one look-up of the cache `stats` describes, and passes its answer on. */
export function counted<T>(stats: CacheStats, value: T | undefined): T | undefined {
  if (value === undefined) stats.misses += 1;
  else stats.hits += 1;
  return value;
}
