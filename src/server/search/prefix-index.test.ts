import { describe, expect, it } from 'vitest';
import { foldedWords, PrefixIndex } from './prefix-index.ts';

const names = (found: { name: string }[]) => found.map((e) => e.name);

describe('prefix index', () => {
  const entries = [
    { name: 'Android smartphone' },
    { name: 'Ikeja Gadget Hub' },
    { name: 'Refurbished smartphone' },
    { name: 'Smart watch, smart strap' },
    { name: 'Adirẹ Café scarf' },
    { name: 'Gadget smartphone case' },
  ];
  const index = new PrefixIndex(entries, (e) => e.name);

  it('folds case and accents into words', () => {
    expect(foldedWords('Adirẹ Café, ÈKÓ-2')).toEqual(['adire', 'cafe', 'eko', '2']);
  });

  it('matches every query word as the start of a word, best rank first', () => {
    expect(names(index.search('sma', 10))).toEqual([
      'Android smartphone',
      'Refurbished smartphone',
      'Smart watch, smart strap',
      'Gadget smartphone case',
    ]);
    expect(names(index.search('ikeja gad', 10))).toEqual(['Ikeja Gadget Hub']);
    expect(names(index.search('GAD  sma', 10))).toEqual(['Gadget smartphone case']);
    expect(names(index.search('adire cafe', 10))).toEqual(['Adirẹ Café scarf']);
    expect(names(index.search('martphone', 10))).toEqual([]);
    expect(names(index.search('sma', 2))).toEqual(['Android smartphone', 'Refurbished smartphone']);
    expect(index.search('  ,, ', 5)).toEqual([]);
  });

  it('gives the same answer scanning a short run or merging a long one', () => {
    const many = Array.from({ length: 6_000 }, (_, i) => ({
      name: `${['smart', 'smartphone', 'small', 'smock'][i % 4]} item ${i} ${i % 7 === 0 ? 'lagos' : 'kano'}`,
    }));
    const big = new PrefixIndex(many, (e) => e.name);
    const expected = (q: string[], k: number) =>
      many
        .filter((e) => q.every((t) => foldedWords(e.name).some((w) => w.startsWith(t))))
        .slice(0, k)
        .map((e) => e.name);
    expect(names(big.search('sm', 5))).toEqual(expected(['sm'], 5));
    expect(names(big.search('sm lag', 5))).toEqual(expected(['sm', 'lag'], 5));
    expect(names(big.search('smartp it', 8))).toEqual(expected(['smartp', 'it'], 8));
    expect(names(big.search('item 59', 5))).toEqual(expected(['item', '59'], 5));
  });

  it('builds the same index a step at a time', async () => {
    const many = Array.from({ length: 9_000 }, (_, i) => ({
      name: `${['Ankara', 'Adire', 'Shea', 'Smartphone'][i % 4]} ${i} ${i % 3 ? 'gold' : 'value'}`,
    }));
    const stepped = await PrefixIndex.build(many, (e) => e.name);
    const whole = new PrefixIndex(many, (e) => e.name);
    for (const q of ['a', 'an 1', 'sm gold', '12', 'value s', 'zz'])
      expect(names(stepped.search(q, 5)), q).toEqual(names(whole.search(q, 5)));
  });
});

describe('a prefix index bounded in bytes', () => {
  it('keeps the best-ranked entries that fit', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ name: `Ankara gown ${i}` }));
    const full = await PrefixIndex.build(many, (e) => e.name);
    const bounded = await PrefixIndex.build(many, (e) => e.name, 40_000);
    expect(full.size).toBe(1000);
    expect(bounded.size).toBeGreaterThan(100);
    expect(bounded.size).toBeLessThan(1000);
    expect(names(bounded.search('ankara', 3))).toEqual([
      'Ankara gown 0',
      'Ankara gown 1',
      'Ankara gown 2',
    ]);
  });
});
