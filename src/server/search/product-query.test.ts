import { describe, expect, it } from 'vitest';
import { productQuery, synonymIndex } from './product-query.ts';
import { Vocabulary } from './typos.ts';

const vocabulary = new Vocabulary(
  'android smartphone over ear headphones matte lipstick t shirt cotton match football canvas sneakers'.split(
    ' ',
  ),
);
const synonyms = synonymIndex([
  ['sneakers', 'trainers', 'canvas shoes'],
  ['football', 'soccer ball'],
]);
const query = (text: string) => productQuery(text, vocabulary, synonyms);

describe('a product search as a text-search query', () => {
  it('finds the compounds a word ends, and the word being typed as a prefix', () => {
    expect(query('phone')?.query).toBe("('phone':* | 'smartphone' | 'headphones')");
    expect(query('phone case')?.query).toBe("('phone' | 'smartphone' | 'headphones') & 'case':*");
  });

  it('joins two words the catalogue writes as one, and splits one it writes as two', () => {
    // "stick" also ends "lipstick" on its own.
    expect(query('lip stick')?.query).toBe("(('lip' & ('stick':* | 'lipstick')) | 'lipstick')");
    expect(query('tshirt')?.query).toBe("('tshirt':* | 'shirt' | ('t' <-> 'shirt'))");
  });

  it('stands a synonym phrase in for another, keeping the words as typed', () => {
    expect(query('soccer ball')?.query).toBe(
      "('football' | ('soccer' <-> 'ball') | ('soccer' & ('ball':* | 'football')))",
    );
    const trainers = query('trainers')!;
    expect(trainers.query).toBe(
      "('sneakers' | 'trainers' | ('canvas' <-> 'shoes') | 'trainers':*)",
    );
    // One-word synonyms rank as if typed.
    expect(trainers.exact).toBe("'trainers' | 'sneakers'");
  });

  it('lets only letters, digits and its own operators through, and nothing for no words', () => {
    expect(query("'; DROP TABLE --")?.query).toBe("'drop' & 'table':*");
    expect(query(' ?! ')).toBeNull();
  });
});
