import { describe, expect, it } from 'vitest';
import { formatProgress } from './progress.ts';

describe('formatProgress', () => {
  it('counts towards a target, and past it says what was needed', () => {
    expect(formatProgress(3, 5)).toBe('3 of 5');
    expect(formatProgress(5, 5)).toBe('5 of 5');
    expect(formatProgress(30, 5)).toBe('30 (5 needed)');
    expect(formatProgress(1200, 25)).toBe('1,200 (25 needed)');
  });
});
