import { createHmac } from 'node:crypto';
import {
  FEW_RESULTS,
  MIN_DEMAND_SEARCHERS,
  normaliseQuery,
  type SearchInsights,
  type SearchInsightDays,
} from '#shared/schemas/search-insights.ts';
import { lagosDay } from '#shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import {
  addOpen,
  addSearch,
  batchSize,
  emptyBatch,
  mergeInto,
  type Batch,
} from './search-buffer.ts';
import * as repo from './search-insights.repo.ts';

export type SearchInsightsService = ReturnType<typeof createSearchInsightsService>;

/**
 * A product on a search's first page, and whose it is and its marketplace category when the
 * caller has them at hand (a catalogue card does not carry them: they are then read when written).
 */
export type ShownProduct = { productId: string; businessId?: string; categoryId?: string | null };

type PendingSearch = {
  day: string;
  query: string;
  total: number;
  searcherBit: bigint;
  shown: ShownProduct[];
  categoryIds: string[];
};

export type RecordedSearch = {
  query: string;
  /** How many products matched in all. */
  total: number;
  shown: ShownProduct[];
  /** Who searched (a user, or a visitor's request fingerprint): only hashed into one bit. */
  viewerKey: string;
  /** The categories the search was narrowed to, if any. */
  categoryIds?: string[];
};

/** A batch is written as soon as it holds this many rows, without waiting for the timer. */
const FLUSH_AT = 1_000;
/**
 * Counts are kept in memory while the database cannot take them, up to this many rows and this
 * many writes refused in a row (a minute at the default pace): past that they are dropped, so
 * a batch the database will never take does not hold back every later one.
 */
const KEEP_AT_MOST = 50_000;
const TRIES = 12;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The bit a searcher sets in a day's sketch: a keyed hash of who they are, so the same person
 * sets the same bit every day (and cannot be counted as several) while a bit tells nothing of who.
 */
export function searcherBitOf(secret: string) {
  const key = createHmac('sha256', secret).update('search-insights searchers').digest();
  return (viewerKey: string) => {
    const bit = createHmac('sha256', key).update(viewerKey).digest()[0]! & 63;
    return BigInt.asIntN(64, 1n << BigInt(bit));
  };
}

/**
 * Sellers' search figures (decision 056): what shoppers searched for, which businesses' products
 * their first page showed, and queries that found little. A search is only counted in memory
 * (`recordSearch` never waits on, or fails because of, the database); the counts are written in
 * batches every `flushMs` and when the app stops.
 */
export function createSearchInsightsService(deps: {
  db: Db;
  /** Keys the searcher sketch's hash, so a bit cannot be worked back to a user or an address. */
  secret: string;
  flushMs: number;
  log: (msg: string, detail?: unknown) => void;
}) {
  const { db, log } = deps;
  const searcherBit = searcherBitOf(deps.secret);

  /** Searches not yet counted into a batch: their products' businesses are read when written. */
  let searches: PendingSearch[] = [];
  /** Counts made but not written yet (opens, and a batch the database refused). */
  let pending: Batch = emptyBatch();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<boolean> | undefined;
  /** Writes refused in a row. */
  let refused = 0;
  const size = () => searches.length + batchSize(pending);

  const schedule = () => {
    if (timer) return;
    timer = setInterval(() => void flush(), deps.flushMs);
    // A pending batch never keeps the process alive; stopping writes it.
    timer.unref();
  };

  /** Writes what was counted so far; false (and logged) when the database refused it. */
  async function flush(): Promise<boolean> {
    // One write at a time: a flush asked for meanwhile waits for it, then writes what came since.
    while (writing) await writing;
    if (size() === 0) return true;
    writing = write().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  async function write(): Promise<boolean> {
    const taken = searches;
    const batch = pending;
    searches = [];
    pending = emptyBatch();
    try {
      const unknown = taken.flatMap((s) =>
        s.shown.filter((p) => !p.businessId).map((p) => p.productId),
      );
      const known = unknown.length ? await repo.productsOf(db, [...new Set(unknown)]) : new Map();
      for (const s of taken) {
        // A product deleted since it was shown has no business to count it for.
        const shown = s.shown.flatMap((p) => {
          const found = p.businessId
            ? { businessId: p.businessId, categoryId: p.categoryId ?? null }
            : known.get(p.productId);
          return found ? [found] : [];
        });
        const categories = shown.flatMap((p) => (p.categoryId ? [p.categoryId] : []));
        addSearch(batch, {
          day: s.day,
          query: s.query,
          total: s.total,
          searcherBit: s.searcherBit,
          shownBusinesses: shown.map((p) => p.businessId),
          categories: [...categories, ...s.categoryIds],
        });
      }
    } catch (err) {
      searches = taken.concat(searches);
      mergeInto(pending, batch);
      log('search insights: could not read the products searches showed, trying again later', err);
      return false;
    }
    try {
      await db.transaction((tx) => repo.writeBatch(tx, batch));
      refused = 0;
      return true;
    } catch (err) {
      // Kept for the next flush, unless the database has refused it for long.
      refused += 1;
      mergeInto(pending, batch);
      if (size() > KEEP_AT_MOST || refused >= TRIES) {
        searches = [];
        pending = emptyBatch();
        refused = 0;
        log('search insights: counts dropped, the database has refused them for long', err);
      } else log('search insights: could not write search counts, trying again later', err);
      return false;
    }
  }

  /** Counts in memory; any trouble is logged, never passed to the search that called. */
  const safely = (what: string, count: () => void) => {
    try {
      count();
      schedule();
      if (size() >= FLUSH_AT && !writing) void flush();
    } catch (err) {
      log(`search insights: could not count ${what}`, err);
    }
  };

  async function ownersBusiness(viewerId: string, businessId: string) {
    const business = await repo.ownerOfBusiness(db, businessId);
    if (!business) throw notFound('Business');
    if (business.ownerId !== viewerId)
      throw forbidden('Only the owner of this business can see what shoppers searched for');
  }

  return {
    /**
     * A shopper saw the first page of a search. `now` is for the demo history and tests.
     * Returns at once; the counts are written with the next batch.
     */
    recordSearch(s: RecordedSearch, now = new Date()): void {
      safely('a search', () => {
        const query = normaliseQuery(s.query);
        if (!query) return;
        searches.push({
          day: lagosDay(now),
          query,
          total: Math.max(0, Math.floor(s.total)),
          searcherBit: searcherBit(s.viewerKey),
          shown: s.shown,
          categoryIds: s.categoryIds ?? [],
        });
      });
    },

    /** A shopper opened a product from a search's results. */
    recordOpen(o: { query: string; productId: string }, now = new Date()): void {
      safely('an open', () => {
        const query = normaliseQuery(o.query);
        if (query) addOpen(pending, { day: lagosDay(now), query, productId: o.productId });
      });
    },

    flush,

    /** Stops the timer and writes what is left (the app closing). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },

    /** `GET businesses/{id}/search-insights`: the business's search figures, for its owner. */
    async forBusiness(
      viewerId: string,
      businessId: string,
      q: { days: SearchInsightDays },
      now = new Date(),
    ): Promise<SearchInsights> {
      await ownersBusiness(viewerId, businessId);
      const today = lagosDay(now);
      const days = { fromDay: addDays(today, 1 - q.days), toDay: addDays(today, 1) };
      const [leadingSearches, demand] = await Promise.all([
        repo.leadingSearches(db, businessId, days),
        repo.unmetDemand(db, businessId, days, {
          maxResults: FEW_RESULTS,
          minSearchers: MIN_DEMAND_SEARCHERS,
          limit: 20,
        }),
      ]);
      return { days: q.days, leadingSearches, demand };
    },
  };
}
