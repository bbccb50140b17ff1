import type { ReactNode } from 'react';

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const fold = (s: string) => s.normalize('NFD').replace(MARKS, '').toLowerCase();

/**
 * Where each word of `text` starts with one of `words` (ignoring case and accents, as the
 * server matches them): [start, end) ranges of `text` to mark, the longest match per word.
 */
export function matchedRanges(text: string, words: string): [number, number][] {
  const terms = fold(words).match(WORD) ?? [];
  if (terms.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(WORD)) {
    const folded = fold(m[0]);
    const term = terms
      .filter((t) => folded.startsWith(t))
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    if (!term) continue;
    // Walk the word's own characters until as many folded letters as the term are covered.
    let covered = 0;
    let end = 0;
    const chars = [...m[0]];
    while (end < chars.length && covered < term.length) covered += fold(chars[end++]!).length;
    const length = chars.slice(0, end).join('').length;
    ranges.push([m.index, m.index + length]);
  }
  return ranges;
}

/** `text` with the start of each word matching `words` in <mark>. */
export function Highlighted({ text, words }: { text: string; words: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of matchedRanges(text, words)) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
