import { LRUCache } from 'lru-cache';
import type { Product, ProductCardItem } from '#shared/schemas/products.ts';
import type { ProductFacets } from '#shared/schemas/product-search.ts';
import { estimateBytes, stringBytes } from '../../memory.ts';
import type { pageOf } from '../../paging.ts';

export type Page = ReturnType<typeof pageOf<Product | ProductCardItem>> & {
  nextAfter: string | null;
};

/**
 * How instances tell each other what changed (the live module's hub, over PostgreSQL's
 * LISTEN/NOTIFY): what one announces on a topic, the others hear.
 */
export type InstanceChanges = {
  announce: (topic: string, data?: unknown) => void;
  hear: (topic: string, w: { changed: (data: unknown) => void; reset: () => void }) => unknown;
};

/**
 * Public catalogue pages are kept for a few seconds: shoppers ask for the same pages again and
 * again. A product change clears them at once on this instance, and on every other one as soon
 * as they hear it (well within a second); an instance that stops hearing clears its own.
 */
const CACHE_TTL_MS = 5_000;
/** The catalogue pages kept, in bytes (docs/decisions/065-memory-bounds.md). */
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const PAGES_TOPIC = 'catalogue-pages';
const WORDS_TOPIC = 'catalogue-words';
/** Changes close together (a run of sales) are announced once. */
const ANNOUNCE_AFTER_MS = 50;

type Cached = Page | Product[] | number | ProductFacets;

/**
 * The kept pages, and the new words of products written on other instances (`heardWords`). The
 * others are heard once the app serving these pages starts (`hear`, which the app's closing
 * ends): services built only for a script (the seed) open no listening connection.
 */
export function createCataloguePages(
  changes: InstanceChanges | undefined,
  heardWords: (title: string, text: string) => void,
  readsBehindMs = 0,
) {
  // Pages, popular products and (under `total:` keys) the total of a public filter, which every
  // page of it shares: counting a large catalogue costs more than reading one page of it.
  const lru = new LRUCache<string, Cached>({
    max: 2_000,
    // A page of 100 cards is about 150 KB: 2,000 such pages would be 300 MB, so bytes bound it.
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (value, key) => stringBytes(key) + estimateBytes(value),
    ttl: CACHE_TTL_MS,
  });
  // Pages read from a replica just after a change may predate it: they are cleared again once
  // the replica has the change or reads have moved to the primary (the replica's lag bound).
  let again: NodeJS.Timeout | undefined;
  const clear = () => {
    lru.clear();
    if (readsBehindMs <= 0) return;
    clearTimeout(again);
    again = setTimeout(() => lru.clear(), readsBehindMs).unref();
  };
  let hearing = false;
  function hear() {
    if (hearing || !changes) return;
    hearing = true;
    changes.hear(PAGES_TOPIC, { changed: clear, reset: clear });
    changes.hear(WORDS_TOPIC, {
      changed: (d) => {
        const words = d as { title?: unknown; text?: unknown } | undefined;
        if (typeof words?.title === 'string' && typeof words.text === 'string')
          heardWords(words.title, words.text);
      },
      reset: () => {},
    });
  }
  let announcing: NodeJS.Timeout | null = null;
  return {
    pages: {
      get: (key: string) => lru.get(key),
      set: (key: string, value: Cached) => void lru.set(key, value),
    },
    hear,
    /** Forgets every kept page here now, and on the other instances a moment later. */
    forget() {
      clear();
      if (!changes || announcing) return;
      announcing = setTimeout(() => {
        announcing = null;
        changes.announce(PAGES_TOPIC);
      }, ANNOUNCE_AFTER_MS);
      announcing.unref();
    },
    /** Tells the other instances the words of a product written here. */
    wrote: (title: string, text: string) => changes?.announce(WORDS_TOPIC, { title, text }),
  };
}
