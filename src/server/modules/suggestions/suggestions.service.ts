import { SUGGESTION_LIMITS, type Suggestions } from '#shared/schemas/suggestions.ts';
import type { Db } from '../../db/client.ts';
import { PrefixIndex } from '../../search/prefix-index.ts';
import {
  suggestibleBusinesses,
  suggestibleCategories,
  suggestibleCreators,
  suggestibleProducts,
} from './suggestions.repo.ts';

/**
 * How long a first request waits for the first read (started before the app listens) before
 * answering with nothing: only a read stuck this long (the database unreachable) does.
 */
const FIRST_WAIT_MS = 15_000;

/** One prefix index per kind, built from what the database shows publicly at one moment. */
export type SuggestionIndexes = {
  products: PrefixIndex<Suggestions['products'][number]>;
  businesses: PrefixIndex<Suggestions['businesses'][number]>;
  creators: PrefixIndex<Suggestions['creators'][number]>;
  categories: PrefixIndex<Suggestions['categories'][number]>;
};

/** Indexes the lists a step at a time (requests are answered between steps). */
export async function buildSuggestionIndexes(lists: Suggestions): Promise<SuggestionIndexes> {
  return {
    products: await PrefixIndex.build(lists.products, (p) => p.name),
    businesses: await PrefixIndex.build(lists.businesses, (b) => `${b.name} ${b.handle}`),
    creators: await PrefixIndex.build(lists.creators, (c) => `${c.name} ${c.handle}`),
    categories: await PrefixIndex.build(lists.categories, (c) => c.name),
  };
}

/** Reads every kind (one query each) and indexes it. */
export async function loadSuggestionIndexes(db: Db): Promise<SuggestionIndexes> {
  const [products, businesses, creators, categories] = await Promise.all([
    suggestibleProducts(db),
    suggestibleBusinesses(db),
    suggestibleCreators(db),
    suggestibleCategories(db),
  ]);
  return buildSuggestionIndexes({ products, businesses, creators, categories });
}

/** The suggestions for what was typed, from the indexes alone. */
export function suggest(indexes: SuggestionIndexes, q: string): Suggestions {
  return {
    products: indexes.products.search(q, SUGGESTION_LIMITS.products),
    businesses: indexes.businesses.search(q, SUGGESTION_LIMITS.businesses),
    creators: indexes.creators.search(q, SUGGESTION_LIMITS.creators),
    categories: indexes.categories.search(q, SUGGESTION_LIMITS.categories),
  };
}

const EMPTY = buildSuggestionIndexes({
  products: [],
  businesses: [],
  creators: [],
  categories: [],
});

/**
 * Suggestions as a shopper types, answered from in-memory prefix indexes so a request sends no
 * query: the app reads them at start-up (`warm`) and again in the background once they are
 * `refreshMs` old, so a new product, store or creator, or one switched off, shows or goes
 * within that time. With `refreshMs` 0 every request reads them afresh first (tests).
 */
export function createSuggestionsService(deps: {
  db: Db;
  refreshMs: number;
  now?: () => number;
  /** Reads the indexes (from `db` unless given). */
  load?: () => Promise<SuggestionIndexes>;
}) {
  const now = deps.now ?? Date.now;
  const load = deps.load ?? (() => loadSuggestionIndexes(deps.db));
  let current: SuggestionIndexes | null = null;
  let loadedAt = 0;
  let loading: Promise<SuggestionIndexes> | null = null;

  const logFailure = (err: unknown) =>
    console.error('suggestion index read failed:', (err as Error).message);

  function reload(): Promise<SuggestionIndexes> {
    loading ??= (async () => {
      try {
        const startedAt = now();
        const next = await load();
        current = next;
        loadedAt = startedAt;
        return next;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  async function indexes(): Promise<SuggestionIndexes> {
    if (deps.refreshMs === 0) return reload();
    if (!current) {
      const first = reload();
      first.catch(logFailure);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), FIRST_WAIT_MS);
      });
      try {
        return (await Promise.race([first, waited]).catch(() => null)) ?? EMPTY;
      } finally {
        clearTimeout(timer);
      }
    }
    if (now() - loadedAt >= deps.refreshMs) reload().catch(logFailure);
    return current;
  }

  return {
    /** Products, stores, creators and categories whose words start with every typed word. */
    suggest: async (q: string): Promise<Suggestions> => suggest(await indexes(), q),
    /** Reads the indexes at start-up, so the first shopper typing gets suggestions at once. */
    warm: async (): Promise<void> => {
      if (!current) await reload();
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
