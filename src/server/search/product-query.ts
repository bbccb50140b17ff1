import { words, type SearchQuery, type Vocabulary } from './typos.ts';

/** Synonym groups: phrases that mean the same (see synonyms.ts). */
export type SynonymGroups = readonly (readonly string[])[];

/** The words of each phrase of the groups, and the groups each phrase's first word starts. */
export type SynonymIndex = Map<string, { phrase: string[]; group: string[][] }[]>;

/** Longest synonym phrase, in words, looked for in a search. */
const MAX_PHRASE = 4;
/** Query words beyond this many are dropped: a search is a few words, not a paragraph. */
const MAX_WORDS = 8;

export function synonymIndex(groups: SynonymGroups): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const group of groups) {
    const phrases = [...new Set(group.map((p) => words(p).join(' ')))]
      .filter(Boolean)
      .map((p) => p.split(' '));
    for (const phrase of phrases) {
      if (phrase.length > MAX_PHRASE) continue;
      const entries = index.get(phrase[0]!) ?? [];
      entries.push({ phrase, group: phrases });
      index.set(phrase[0]!, entries);
    }
  }
  // Longest phrases first, so "mobile phone" wins over "mobile".
  for (const entries of index.values()) entries.sort((a, b) => b.phrase.length - a.phrase.length);
  return index;
}

const quoted = (w: string) => `'${w}'`;
/**
 * A stand-in that counts only in a product's name (weights A and B): a typo neighbour, a
 * compound or a prefix found in a description is more often a different word ("garri" is one
 * letter from "Warri", the town a shop is in; "ori" begins "original").
 */
const inName = (w: string) => `'${w}':AB`;
const any = (alternatives: string[]) =>
  alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
const phraseOf = (ws: string[]) =>
  ws.length === 1 ? quoted(ws[0]!) : `(${ws.map(quoted).join(' <-> ')})`;

/**
 * One query word and what may stand in for it in the catalogue: itself (and, in a name, a
 * prefix when it is the word still being typed), its one-typo neighbours and the longer words
 * it ends ("phone" in "smartphone") in a name, and the two catalogue words it splits into
 * ("tshirt" is "t shirt").
 */
function wordAlternatives(word: string, typing: boolean, vocabulary: Vocabulary): string[] {
  const alternatives =
    typing && word.length >= 3 ? [quoted(word), `'${word}':*AB`] : [quoted(word)];
  for (const near of vocabulary.near(word)) alternatives.push(inName(near));
  for (const compound of vocabulary.compoundsOf(word)) alternatives.push(inName(compound));
  if (!vocabulary.has(word)) {
    for (let k = 1; k <= word.length - 3; k++) {
      const [left, right] = [word.slice(0, k), word.slice(k)];
      if (vocabulary.has(left) && vocabulary.has(right)) {
        alternatives.push(phraseOf([left, right]));
        break;
      }
    }
  }
  return [...new Set(alternatives)];
}

/**
 * A product search as `to_tsquery` input, for both the plain ('simple') and the stemmed
 * ('english') reading of the catalogue, so "batteries" finds "battery". Every part of the
 * search must match; each part is a word with its alternatives (`wordAlternatives`), two
 * neighbouring words or the one word they make together ("lip stick" or "lipstick"), or a
 * phrase of a synonym group with the group's other phrases ("trainers" or "sneakers"). Only
 * letters, digits and the operators written here reach the query text, so it needs no
 * escaping. Null when the text has no words.
 */
export type ProductSearchQuery = SearchQuery & {
  /** The same parts with any one enough: where a search that found nothing was looking. */
  anyPart: string;
};

export function productQuery(
  text: string,
  vocabulary: Vocabulary,
  synonyms: SynonymIndex,
): ProductSearchQuery | null {
  const terms = words(text).slice(0, MAX_WORDS);
  if (terms.length === 0) return null;
  const parts: string[] = [];
  const exact = new Set(terms);
  // The compounds a word ends rank as if typed: "ball" means a football more than balloons.
  for (const term of terms)
    for (const compound of vocabulary.compoundsOf(term)) exact.add(compound);
  for (let i = 0; i < terms.length;) {
    const last = (n: number) => i + n === terms.length;
    const single = () => any(wordAlternatives(terms[i]!, last(1), vocabulary));
    const next = terms[i + 1];
    const joined = next !== undefined && vocabulary.has(terms[i]! + next);
    const match = synonyms
      .get(terms[i]!)
      ?.find(({ phrase }) => phrase.every((w, k) => terms[i + k] === w));
    // A phrase of two words or more comes first, then two words the catalogue joins ("tooth
    // brush" is a toothbrush before "tooth" is "teeth").
    if (match && (match.phrase.length > 1 || !joined)) {
      const n = match.phrase.length;
      const alternatives = match.group.map(phraseOf);
      // The words as typed keep their own alternatives (a typo, a compound) too.
      alternatives.push(
        n === 1
          ? single()
          : `(${terms
              .slice(i, i + n)
              .map((w, k) => any(wordAlternatives(w, last(k + 1), vocabulary)))
              .join(' & ')})`,
      );
      for (const phrase of match.group) if (phrase.length === 1) exact.add(phrase[0]!);
      parts.push(any([...new Set(alternatives)]));
      i += n;
      continue;
    }
    if (joined) {
      const both = `(${single()} & ${any(wordAlternatives(next, last(2), vocabulary))})`;
      parts.push(`(${both} | ${quoted(terms[i]! + next!)})`);
      exact.add(terms[i]! + next!);
      i += 2;
      continue;
    }
    parts.push(single());
    i += 1;
  }
  return {
    query: parts.join(' & '),
    exact: [...exact].map(quoted).join(' | '),
    anyPart: parts.join(' | '),
  };
}
