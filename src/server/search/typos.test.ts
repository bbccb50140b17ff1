import { describe, expect, it } from 'vitest';
import { searchVocabulary } from './search-vocabulary.ts';
import { oneEditApart, searchableText, typoTolerantQuery, Vocabulary } from './typos.ts';

describe('one edit apart', () => {
  it.each([
    ['bronez', 'bronze', true], // adjacent swap
    ['ankraa', 'ankara', true],
    ['ankra', 'ankara', true], // insertion
    ['woodden', 'wooden', true], // deletion
    ['sandels', 'sandals', true], // substitution
    ['xbronze', 'bronze', true],
    ['bronzex', 'bronze', true],
    ['bronze', 'bronze', false], // the same word is no typo
    ['brnoez', 'bronze', false], // two edits
    ['bornze', 'bronze', true],
    ['bzonre', 'bronze', false], // a swap of letters that are not neighbours
    ['brozne', 'bronze', true],
    ['bron', 'bronze', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe('typo-tolerant queries', () => {
  const vocabulary = new Vocabulary(
    searchableText(['Bronze head, ANKARA wrap; mask’s']).split(' '),
  );

  it('expands words of five letters or more to their neighbours, never shorter ones', () => {
    expect(vocabulary.near('bronez')).toEqual(['bronze']);
    expect(vocabulary.near('mazk')).toEqual([]);
    expect(typoTolerantQuery('Bronez  ankraa', vocabulary)).toEqual({
      query: "('bronez' | 'bronze') & ('ankraa':* | 'ankara')",
      exact: "'bronez' | 'ankraa'",
    });
    expect(typoTolerantQuery('mazk', vocabulary)?.query).toBe("'mazk':*");
    expect(typoTolerantQuery('"; DROP --', vocabulary)?.query).toBe("'drop':*");
    expect(typoTolerantQuery(' ?! ', vocabulary)).toBeNull();
  });

  it('stores text as the words a query is split into', () => {
    expect(searchableText(['Chidi’s Store', 'Aso-oke (gele)'])).toBe('chidi s store aso oke gele');
  });
});

describe('the search vocabulary', () => {
  it('loads once for concurrent searches, adds written words and reloads when old', async () => {
    let loads = 0;
    let time = 0;
    const vocab = searchVocabulary(
      async () => {
        loads += 1;
        return ['ankara'];
      },
      () => time,
    );
    const [a, b] = await Promise.all([vocab.get(), vocab.get()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    vocab.add('Bronze sculpture');
    expect((await vocab.get()).near('bronez')).toEqual(['bronze']);
    time += 11 * 60_000;
    await vocab.get();
    expect(loads).toBe(2);
  });

  it('is read at start-up, so the first search needs no wait at all', async () => {
    let loads = 0;
    const vocab = searchVocabulary(
      async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return ['adire'];
      },
      Date.now,
      0,
    );
    await vocab.warm();
    expect((await vocab.get()).near('adrie')).toEqual(['adire']);
    await vocab.warm();
    expect(loads).toBe(1);
  });

  it('does not keep the first search waiting for a slow read, nor fail it when the read fails', async () => {
    let finish: (words: string[]) => void = () => {};
    const slow = searchVocabulary(
      () => new Promise<string[]>((resolve) => (finish = resolve)),
      Date.now,
      20,
    );
    expect((await slow.get()).size).toBe(0);
    finish(['bronze']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await slow.get()).near('bronez')).toEqual(['bronze']);
    const broken = searchVocabulary(() => Promise.reject(new Error('gone')), Date.now, 20);
    expect((await broken.get()).size).toBe(0);
  });
});

describe('a vocabulary bounded in bytes', () => {
  it('leaves out the words past its bound, which are then no typo’s correction', () => {
    // Letters only: "fabricaaa", "fabricaab", …
    const letters = (n: number) =>
      String.fromCharCode(97 + Math.floor(n / 676), 97 + (Math.floor(n / 26) % 26), 97 + (n % 26));
    const words = Array.from({ length: 2000 }, (_, i) => `fabric${letters(i)}`);
    const full = new Vocabulary(words);
    const bounded = new Vocabulary(words, Math.floor(full.footprint.bytes / 2));
    expect(bounded.footprint.bytes).toBeLessThanOrEqual(full.footprint.bytes / 2);
    expect(bounded.footprint.leftOut).toBeGreaterThan(900);
    expect(bounded.size + bounded.footprint.leftOut).toBe(2000);
    expect(bounded.has(words[0]!)).toBe(true);
    expect(bounded.has(words[1999]!)).toBe(false);
  });
});
