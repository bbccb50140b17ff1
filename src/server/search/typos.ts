import { stringBytes } from '../memory.ts';

/**
 * Typo tolerance for catalogue search, the way dedicated search engines do it: a query word of
 * five or more letters also matches the catalogue's words that are one edit away from it (one
 * letter inserted, deleted, replaced, or two neighbouring letters swapped — the optimal string
 * alignment distance). Shorter words must match exactly, so "mazk" does not find "mask".
 */

/** Query words at least this long may carry one typo. */
export const MIN_TYPO_LENGTH = 5;
/** At most this many catalogue words stand in for one mistyped query word. */
const MAX_ALTERNATIVES = 12;
/** Words at least this long may be compounds whose last part a shopper types alone. */
const TAIL_MIN = 6;
/** Query words at least this long may carry two typos ("smartfone", "headfones"). */
export const MIN_TWO_TYPO_LENGTH = 8;
/**
 * The most one vocabulary holds: 32 MB, about 300,000 distinct words (a catalogue of 100,000
 * products has about a tenth of that), so only a runaway catalogue meets it.
 */
export const VOCABULARY_MAX_BYTES = 32 * 1024 * 1024;

/** The optimal string alignment distance of `a` and `b`, or `limit + 1` once it exceeds it. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

const WORD = /[\p{L}\p{N}]+/gu;
const LETTERS = /^\p{L}+$/u;

/** The searchable words of a text: lower-cased runs of letters and digits. */
export function words(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/**
 * What a row stores to be searched: its words separated by spaces, so the database splits it
 * exactly as a query is split whatever its locale ("Chidi’s" is "chidi" and "s" in both).
 */
export function searchableText(parts: string[]): string {
  return words(parts.join(' ')).join(' ');
}

/** Whether `a` and `b` differ by exactly one insertion, deletion, substitution or swap. */
export function oneEditApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1 || a === b) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const rest = (x: string, xFrom: number, y: string, yFrom: number) => {
    if (x.length - xFrom !== y.length - yFrom) return false;
    for (let k = 0; xFrom + k < x.length; k++) {
      if (x.charCodeAt(xFrom + k) !== y.charCodeAt(yFrom + k)) return false;
    }
    return true;
  };
  if (la === lb) {
    if (rest(a, i + 1, b, i + 1)) return true; // substitution
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      rest(a, i + 2, b, i + 2)
    ); // adjacent swap
  }
  return la > lb ? rest(a, i + 1, b, i) : rest(a, i, b, i + 1); // deletion / insertion
}

/**
 * The catalogue's vocabulary, indexed by length with the first two and with the last two
 * letters: one edit changes at most two neighbouring letters, so in a word of four letters or
 * more it leaves either the first two or the last two in place. A mistyped word is compared
 * only with the few words that share one of those ends and are one letter shorter, as long or
 * one letter longer.
 */
export class Vocabulary {
  /** About how many bytes the words and their index entries hold (see `wordBytes`). */
  private held = 0;
  /** Words left out because the vocabulary was full. */
  private left = 0;
  private readonly buckets = new Map<string, string[]>();
  private readonly known = new Set<string>();
  /** Every word of the catalogue, short ones too: joined and split words are checked in it. */
  private readonly every = new Set<string>();
  /** Words of at least TAIL_MIN letters by their last four letters, to find compounds' parts. */
  private readonly tails = new Map<string, string[]>();
  /** Words that can stand in for a typo, by length. */
  private readonly byLength = new Map<number, string[]>();

  /**
   * `maxBytes` bounds the vocabulary: once its words hold that much, further words are left out
   * (still found as typed, never as a typo's correction).
   */
  private readonly maxBytes: number;

  constructor(list: Iterable<string> = [], maxBytes = VOCABULARY_MAX_BYTES) {
    this.maxBytes = maxBytes;
    for (const w of list) this.add(w);
  }

  get size() {
    return this.known.size;
  }

  /** How many bytes it holds (estimated) and how many words it left out. */
  get footprint() {
    return { bytes: this.held, leftOut: this.left };
  }

  /**
   * A word's share: its string, its slot in `every` (a Set entry), and for a word that can
   * stand in for typos its slots in `known`, `byLength`, two buckets and maybe `tails`.
   */
  private static wordBytes(word: string, typoWord: boolean): number {
    return stringBytes(word) + 24 + (typoWord ? 24 + 8 + 16 + 8 : 0);
  }

  private static keys(word: string, length = word.length) {
    return [`${length}<${word.slice(0, 2)}`, `${length}>${word.slice(-2)}`];
  }

  private static push<K>(map: Map<K, string[]>, key: K, word: string) {
    const bucket = map.get(key);
    if (bucket) bucket.push(word);
    else map.set(key, [word]);
  }

  /** Adds a catalogue word; letters-only words of four letters or more can stand in for typos. */
  add(word: string) {
    if (this.every.has(word)) return;
    const bytes = Vocabulary.wordBytes(word, word.length >= MIN_TYPO_LENGTH - 1);
    if (this.held + bytes > this.maxBytes) {
      this.left++;
      return;
    }
    this.held += bytes;
    this.every.add(word);
    if (!LETTERS.test(word)) return;
    if (word.length >= TAIL_MIN) Vocabulary.push(this.tails, word.slice(-4), word);
    if (word.length < MIN_TYPO_LENGTH - 1) return;
    Vocabulary.push(this.byLength, word.length, word);
    this.known.add(word);
    for (const key of Vocabulary.keys(word)) Vocabulary.push(this.buckets, key, word);
  }

  /** Whether the catalogue has this word (of any length). */
  has(word: string): boolean {
    return this.every.has(word);
  }

  /**
   * Longer catalogue words that end with `part` (or its plural): "phone" is part of
   * "smartphone" and "headphones", "stick" of "lipstick". Parts shorter than four letters find
   * nothing, as too many words end with them.
   */
  compoundsOf(part: string): string[] {
    if (part.length < 4 || !LETTERS.test(part)) return [];
    const found = new Set<string>();
    const endings = [part, `${part}s`, `${part}es`];
    if (part.endsWith('y')) endings.push(`${part.slice(0, -1)}ies`); // "berry" ends "strawberries"
    for (const ending of endings) {
      for (const word of this.tails.get(ending.slice(-4)) ?? []) {
        if (word.length >= part.length + 2 && word.endsWith(ending)) found.add(word);
        if (found.size === MAX_ALTERNATIVES) return [...found];
      }
    }
    return [...found];
  }

  addText(text: string) {
    for (const w of words(text)) this.add(w);
  }

  /** The vocabulary words one edit away from `word` (none for short words). */
  near(word: string): string[] {
    if (word.length < MIN_TYPO_LENGTH || !LETTERS.test(word)) return [];
    const found = new Set<string>();
    for (const length of [word.length, word.length + 1, word.length - 1]) {
      for (const key of Vocabulary.keys(word, length)) {
        for (const candidate of this.buckets.get(key) ?? []) {
          if (!found.has(candidate) && oneEditApart(word, candidate)) {
            found.add(candidate);
            if (found.size === MAX_ALTERNATIVES) return [...found];
          }
        }
      }
    }
    if (found.size === 0 && word.length >= MIN_TWO_TYPO_LENGTH) return this.twoEditsFrom(word);
    return [...found];
  }

  /**
   * The vocabulary word nearest a word of four letters or more that it lacks (at most two edits
   * away; the first found of the nearest), for "did you mean". Null when none is near.
   */
  closest(word: string): string | null {
    if (word.length < MIN_TYPO_LENGTH - 1 || !LETTERS.test(word) || this.every.has(word)) {
      return null;
    }
    let best: string | null = null;
    let distance = 3;
    for (let length = word.length - 2; length <= word.length + 2; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const d = editDistance(word, candidate, distance - 1);
        if (d < distance) [best, distance] = [candidate, d];
        if (distance === 1) return best;
      }
    }
    return best;
  }

  /**
   * The words two edits from a long word that has none one edit away: rare enough to compare
   * with every word of a near length.
   */
  private twoEditsFrom(word: string): string[] {
    const found: string[] = [];
    for (let length = word.length - 2; length <= word.length + 2; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (editDistance(word, candidate, 2) <= 2) found.push(candidate);
        if (found.length === MAX_ALTERNATIVES) return found;
      }
    }
    return found;
  }
}

/**
 * A search text as a PostgreSQL `to_tsquery` input: every word must match, as typed or as one
 * of its one-typo neighbours; the last word also matches as a prefix (what a shopper is still
 * typing). Only letters and digits reach the query text, so it needs no escaping. Null when the
 * text has no words.
 */
export type SearchQuery = { query: string; exact: string };

export function typoTolerantQuery(text: string, vocabulary: Vocabulary): SearchQuery | null {
  const terms = [...new Set(words(text))].slice(0, 8);
  if (terms.length === 0) return null;
  const groups = terms.map((term, i) => {
    const last = i === terms.length - 1;
    const alternatives = [
      last && term.length >= 3 ? `'${term}':*` : `'${term}'`,
      ...vocabulary.near(term).map((w) => `'${w}'`),
    ];
    return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
  });
  return {
    query: groups.join(' & '),
    // Exact words rank above their typo neighbours.
    exact: terms.map((t) => `'${t}'`).join(' | '),
  };
}
