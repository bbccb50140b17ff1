import { describe, expect, it } from 'vitest';
import { accountsText } from './notification-text.ts';

describe('accountsText', () => {
  it('names one or two accounts', () => {
    expect(accountsText(['Ada'], 1)).toBe('Ada');
    expect(accountsText(['Ada', 'Tunde'], 2)).toBe('Ada and Tunde');
  });
  it('names two at most, then counts the others', () => {
    expect(accountsText(['Ada', 'Tunde', 'Bisi'], 5)).toBe('Ada, Tunde & 3 others');
    expect(accountsText(['Ada', 'Tunde'], 3)).toBe('Ada, Tunde & 1 other');
  });
  it('counts when no account can be named', () => {
    expect(accountsText([], 1)).toBe('Someone');
    expect(accountsText([], 4)).toBe('4 people');
  });
});
