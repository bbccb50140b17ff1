import { Vocabulary, VOCABULARY_MAX_BYTES } from './typos.ts';

/** How long a vocabulary is used before it is read again (in the background). */
const REFRESH_MS = 10 * 60_000;
/**
 * How long the first search waits for the first read: the app starts that read before it
 * listens, so a search right after a restart waits for it and is typo-tolerant as every later
 * one is. Only a read stuck this long (the database unreachable) lets it match exact words.
 */
const FIRST_WAIT_MS = 15_000;

/**
 * A module's search vocabulary, read from its own tables by `load` (one query) at start-up (the
 * module's `warm`, started before the app listens) or on the first search, and again every ten
 * minutes in the background, so a search request itself adds no query; a search before the
 * first read ends waits for it. Words written on this instance are added at once; another
 * instance's new words can take up to ten minutes to become typo-tolerant (exact words are
 * always found).
 */
export function searchVocabulary(
  load: () => Promise<string[]>,
  now = () => Date.now(),
  firstWaitMs = FIRST_WAIT_MS,
  maxBytes = VOCABULARY_MAX_BYTES,
) {
  let current: Vocabulary | null = null;
  let loadedAt = 0;
  let loading: Promise<Vocabulary> | null = null;
  // Words written while a reload is under way, which that reload may have missed.
  let pending: string[] = [];

  const logFailure = (err: unknown) =>
    console.error('search vocabulary read failed:', (err as Error).message);

  function reload(): Promise<Vocabulary> {
    loading ??= (async () => {
      pending = [];
      try {
        const next = new Vocabulary(await load(), maxBytes);
        for (const text of pending) next.addText(text);
        current = next;
        loadedAt = now();
        return next;
      } finally {
        loading = null;
        pending = [];
      }
    })();
    return loading;
  }

  return {
    async get(): Promise<Vocabulary> {
      if (!current) {
        const first = reload();
        first.catch(logFailure);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), firstWaitMs);
        });
        try {
          return (await Promise.race([first, waited]).catch(() => null)) ?? new Vocabulary();
        } finally {
          clearTimeout(timer);
        }
      }
      if (now() - loadedAt > REFRESH_MS) reload().catch(logFailure);
      return current;
    },
    /**
     * Reads the vocabulary now, at start-up, so the first search after a restart is
     * typo-tolerant as every later one is rather than falling back to exact words.
     */
    async warm(): Promise<void> {
      if (!current) await reload();
    },
    /** Makes the words of a text just written searchable with typos on this instance. */
    add(text: string) {
      current?.addText(text);
      if (loading) pending.push(text);
    },
  };
}

export type SearchVocabulary = ReturnType<typeof searchVocabulary>;
