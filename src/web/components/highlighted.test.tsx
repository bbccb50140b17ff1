import { describe, expect, it } from 'vitest';
import { matchedRanges } from './highlighted.tsx';

const marked = (text: string, words: string) =>
  matchedRanges(text, words).map(([a, b]) => text.slice(a, b));

describe('marking what was typed in a suggestion', () => {
  it('marks the start of each word that a typed word begins', () => {
    expect(marked('Android smartphone', 'sma')).toEqual(['sma']);
    expect(marked('Ikeja Gadget Hub', 'IKEJA gad')).toEqual(['Ikeja', 'Gad']);
    expect(marked('Smart smartphone', 'smart smartp')).toEqual(['Smart', 'smartp']);
    expect(marked('Adirẹ Café', 'adire caf')).toEqual(['Adirẹ', 'Caf']);
    expect(marked('Android smartphone', 'martphone')).toEqual([]);
    expect(marked('Android', '')).toEqual([]);
  });
});
