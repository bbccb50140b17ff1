import { describe, expect, it } from 'vitest';
import { formatClock } from './clock.ts';

describe('formatClock', () => {
  it('writes a time in a video as a player does', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(65.4)).toBe('1:05');
  });
});
