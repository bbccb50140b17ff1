import { describe, expect, it } from 'vitest';
import { productQuery, synonymIndex } from './product-query.ts';
import { editDistance, Vocabulary } from './typos.ts';

const vocabulary = new Vocabulary(
  'android smartphone over ear headphones matte lipstick t shirt cotton match football canvas sneakers toothbrush jos strawberries'.split(
    ' ',
  ),
);
const synonyms = synonymIndex([
  ['sneakers', 'trainers', 'canvas shoes'],
  ['football', 'soccer ball'],
  ['tooth', 'teeth'],
]);
const query = (text: string) => productQuery(text, vocabulary, synonyms);

describe('a product search as a text-search query', () => {
  it('finds in names the compounds a word ends, and the word being typed as a prefix', () => {
    expect(query('phone')?.query).toBe(
      "('phone' | 'phone':*AB | 'smartphone':AB | 'headphones':AB)",
    );
    expect(query('phone case')?.query).toBe(
      "('phone' | 'smartphone':AB | 'headphones':AB) & ('case' | 'case':*AB)",
    );
    expect(query('berry')?.query).toBe("('berry' | 'berry':*AB | 'strawberries':AB)");
  });

  it('joins two words the catalogue writes as one, and splits one it writes as two', () => {
    // "stick" also ends "lipstick" on its own.
    expect(query('lip stick')?.query).toBe(
      "(('lip' & ('stick' | 'stick':*AB | 'lipstick':AB)) | 'lipstick')",
    );
    expect(query('tshirt')?.query).toBe(
      "('tshirt' | 'tshirt':*AB | 'shirt':AB | ('t' <-> 'shirt'))",
    );
    // Joining comes before a one-word synonym of the first word.
    expect(query('tooth brush')?.query).toContain("| 'toothbrush')");
  });

  it('stands a synonym phrase in for another, keeping the words as typed', () => {
    expect(query('soccer ball')?.query).toBe(
      "('football' | ('soccer' <-> 'ball') | ('soccer' & ('ball' | 'ball':*AB | 'football':AB)))",
    );
    const trainers = query('trainers')!;
    expect(trainers.query).toBe(
      "('sneakers' | 'trainers' | ('canvas' <-> 'shoes') | ('trainers' | 'trainers':*AB))",
    );
    // One-word synonyms rank as if typed.
    expect(trainers.exact).toBe("'trainers' | 'sneakers'");
  });

  it('forgives two typos in a long word that has no word one typo away', () => {
    expect(query('smartfone shop')?.query).toContain("'smartphone':AB");
    expect(editDistance('headfones', 'headphones', 2)).toBe(2);
    expect(editDistance('headfones', 'handphones', 2)).toBe(3);
  });

  it('lets only letters, digits and its own operators through, and nothing for no words', () => {
    expect(query("'; DROP TABLE --")?.query).toBe("'drop' & ('table' | 'table':*AB)");
    expect(query(' ?! ')).toBeNull();
  });
});
