import { describe, expect, it } from 'vitest';
import { bankNames, findBanks } from './bank-names.ts';

const banks = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];
const names = (search: string) => findBanks(banks, search).map((b) => b.name);

describe('finding a bank', () => {
  it('by its listed name or a name people use, whatever the case, spaces and dots', () => {
    expect(names('gtb')).toEqual(['Guaranty Trust Bank']);
    expect(names('G.T. Bank')).toEqual(['Guaranty Trust Bank']);
    expect(names('GTCO')).toEqual(['Guaranty Trust Bank']);
    expect(names('firstbank')).toEqual(['First Bank of Nigeria']);
    expect(names('FBN')).toEqual(['First Bank of Nigeria']);
    expect(names('uba')).toEqual(['United Bank For Africa']);
    expect(names('zenith bank')).toEqual(['Zenith Bank']);
    expect(names('nothing like it')).toEqual([]);
  });

  it('puts names that begin with the search first, and lists every bank for no search', () => {
    expect(names('bank')).toEqual([
      'Access Bank',
      'First Bank of Nigeria',
      'Guaranty Trust Bank',
      'Kuda Bank',
      'United Bank For Africa',
      'Zenith Bank',
    ]);
    expect(names('k')).toEqual([
      'Kuda Bank',
      'Access Bank',
      'First Bank of Nigeria',
      'Guaranty Trust Bank',
      'United Bank For Africa',
      'Zenith Bank',
    ]);
    expect(names('  ')).toHaveLength(banks.length);
    expect(bankNames({ name: 'Some New Bank', code: '999999' })).toEqual(['Some New Bank']);
  });
});
