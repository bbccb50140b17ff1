import { estimateBytes, stringBytes } from '../memory.ts';

/**
 * Suggestions as a shopper types: an in-memory index in which every query word must be the
 * start of a word of an entry's name ("ikeja gad" finds "Ikeja Gadget Hub"), ignoring case and
 * accents, answering the best-ranked entries first. Built once from a list already in rank order
 * (most popular first) and never changed: a refresh builds a new one.
 *
 * The distinct words of every name are kept sorted, each with the ranks of the entries holding
 * it (ascending), so the words starting with a prefix are one binary search away and their
 * entries one contiguous run. A query walks the run of its rarest word in rank order (a k-way
 * merge over the words of the run, or a plain scan when the run is short) and checks the other
 * words against each candidate's own words, stopping at the k-th match.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
/** Runs up to this long are scanned whole rather than merged word by word. */
const SCAN_LIMIT = 2_048;
/** At most this many words of a query count (a longer text is not a prefix being typed). */
const MAX_QUERY_WORDS = 6;

/** Lower-cased words without accents ("Adirẹ Café" → adire, cafe). */
export function foldedWords(text: string): string[] {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().match(WORD) ?? [];
}

/** The parts of an index, worked out in steps (see `indexParts`). */
type Parts = { entryWords: string[][]; words: string[]; starts: Uint32Array; ranks: Uint32Array };

/** About how many entries or words one step of building handles before yielding. */
const STEP = 500;

/**
 * Builds an index's parts, yielding between steps of about `STEP` items, so a large index can be
 * built on a busy server without holding its event loop for the whole build (`PrefixIndex.build`).
 */
function* indexParts<T>(entries: readonly T[], text: (entry: T) => string): Generator<void, Parts> {
  const entryWords: string[][] = new Array(entries.length);
  const byWord = new Map<string, number[]>();
  let total = 0;
  for (let rank = 0; rank < entries.length; rank++) {
    const own = [...new Set(foldedWords(text(entries[rank]!)))];
    entryWords[rank] = own;
    total += own.length;
    for (const w of own) {
      const list = byWord.get(w);
      // Ranks are pushed in rank order, so each list is ascending.
      if (list) list.push(rank);
      else byWord.set(w, [rank]);
    }
    if (rank % STEP === STEP - 1) yield;
  }
  // Sorted a first letter at a time: each group is a short step, and the groups in order of
  // their letter are the whole list in order.
  const byFirst = new Map<string, string[]>();
  let seen = 0;
  for (const w of byWord.keys()) {
    const group = byFirst.get(w[0]!);
    if (group) group.push(w);
    else byFirst.set(w[0]!, [w]);
    if (++seen % (4 * STEP) === 0) yield;
  }
  const words: string[] = [];
  for (const first of [...byFirst.keys()].sort()) {
    for (const w of byFirst.get(first)!.sort()) words.push(w);
    yield;
  }
  const starts = new Uint32Array(words.length + 1);
  const ranks = new Uint32Array(total);
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const list = byWord.get(words[i]!)!;
    starts[i] = at;
    ranks.set(list, at);
    at += list.length;
    if (i % (4 * STEP) === 4 * STEP - 1) yield;
  }
  starts[words.length] = at;
  return { entryWords, words, starts, ranks };
}

/** The most one index holds: 48 MB, far above 100,000 products' (about 25 MB). */
export const PREFIX_INDEX_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The best-ranked entries whose index fits in `maxBytes`: each costs itself, and its words
 * about twice their text (once among its own words, once among the sorted distinct words) plus
 * their slots and ranks. What does not fit is the least popular, and is not suggested.
 */
function within<T>(entries: readonly T[], text: (entry: T) => string, maxBytes: number) {
  let bytes = 0;
  for (let rank = 0; rank < entries.length; rank++) {
    const t = text(entries[rank]!);
    bytes += estimateBytes(entries[rank]) + 2 * stringBytes(t) + 64;
    if (bytes > maxBytes) return entries.slice(0, rank);
  }
  return entries;
}

export class PrefixIndex<T> {
  readonly entries: readonly T[];
  /** Each entry's own words, by rank. */
  private readonly entryWords: string[][];
  /** The distinct words, sorted. */
  private readonly words: string[];
  /** Where each word's ranks start in `ranks` (one more item: the end). */
  private readonly starts: Uint32Array;
  /** Entry ranks, grouped by word, ascending within each word. */
  private readonly ranks: Uint32Array;

  /** `entries` in rank order: the first is the best. `text` gives the words to match. */
  constructor(entries: readonly T[], text: (entry: T) => string, parts?: Parts) {
    this.entries = entries;
    if (!parts) {
      const steps = indexParts(entries, text);
      let step = steps.next();
      while (!step.done) step = steps.next();
      parts = step.value;
    }
    ({
      entryWords: this.entryWords,
      words: this.words,
      starts: this.starts,
      ranks: this.ranks,
    } = parts);
  }

  /**
   * The same index built a step at a time, letting other work (requests) run between steps: a
   * server rebuilding 100,000 entries would otherwise stop answering for most of a second.
   */
  static async build<T>(
    all: readonly T[],
    text: (entry: T) => string,
    maxBytes = PREFIX_INDEX_MAX_BYTES,
  ) {
    const entries = within(all, text, maxBytes);
    const steps = indexParts(entries, text);
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    return new PrefixIndex(entries, text, step.value);
  }

  get size() {
    return this.entries.length;
  }

  /** The first word index at or after `prefix`, and the first past the words starting with it. */
  private wordRange(prefix: string): [number, number] {
    const lowerBound = (key: string) => {
      let lo = 0;
      let hi = this.words.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.words[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    // Every word starting with the prefix sorts before prefix + the highest code unit.
    return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
  }

  /** The best `limit` entries whose words start with every word of `query`. */
  search(query: string, limit: number): T[] {
    const terms = [...new Set(foldedWords(query))].slice(0, MAX_QUERY_WORDS);
    if (terms.length === 0 || limit <= 0) return [];
    // The rarest term drives the walk; the others are checked on each of its candidates.
    let driver = -1;
    let range: [number, number] = [0, 0];
    let runLength = Infinity;
    for (let t = 0; t < terms.length; t++) {
      const r = this.wordRange(terms[t]!);
      const n = this.starts[r[1]]! - this.starts[r[0]]!;
      if (n === 0) return [];
      if (n < runLength) [driver, range, runLength] = [t, r, n];
    }
    const others = terms.filter((_, t) => t !== driver);
    const fits = (rank: number) => {
      if (others.length === 0) return true;
      const own = this.entryWords[rank]!;
      return others.every((term) => own.some((w) => w.startsWith(term)));
    };
    const found =
      runLength <= SCAN_LIMIT ? this.scan(range, fits, limit) : this.merge(range, fits, limit);
    return found.map((rank) => this.entries[rank]!);
  }

  /** A short run read whole, keeping the `limit` best distinct ranks that fit. */
  private scan([from, to]: [number, number], fits: (rank: number) => boolean, limit: number) {
    const best: number[] = [];
    for (let i = this.starts[from]!, end = this.starts[to]!; i < end; i++) {
      const rank = this.ranks[i]!;
      if (best.length === limit && rank >= best[limit - 1]!) continue;
      if (best.includes(rank) || !fits(rank)) continue;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && best[at - 1]! > rank) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = rank;
    }
    return best;
  }

  /** A long run read in rank order through a heap of its words' next ranks, until `limit` fit. */
  private merge([from, to]: [number, number], fits: (rank: number) => boolean, limit: number) {
    // The heap holds words (as offsets from `from`); `next` is where each word's list stands.
    const next = this.starts.slice(from, to);
    const heap = Array.from({ length: to - from }, (_, w) => w);
    const head = (w: number) => this.ranks[next[w]!]!;
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && head(heap[l]!) < head(heap[m]!)) m = l;
        if (r < heap.length && head(heap[r]!) < head(heap[m]!)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    };
    for (let i = (heap.length >>> 1) - 1; i >= 0; i--) down(i);
    const best: number[] = [];
    let last = -1;
    while (heap.length > 0 && best.length < limit) {
      const w = heap[0]!;
      const rank = head(w);
      // Ranks come out ascending, so an entry under two matching words follows itself.
      if (rank !== last && fits(rank)) best.push(rank);
      last = rank;
      next[w] = next[w]! + 1;
      if (next[w]! === this.starts[from + w + 1]!) {
        heap[0] = heap[heap.length - 1]!;
        heap.pop();
      }
      down(0);
    }
    return best;
  }
}
