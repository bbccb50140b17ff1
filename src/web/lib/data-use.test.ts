import { describe, expect, it } from 'vitest';
import { formatBytes } from './data-use.ts';

describe('formatBytes', () => {
  it('reads as a data plan does', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(840 * 1024)).toBe('840 KB');
    expect(formatBytes(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(1536 * 1024 * 1024)).toBe('1.50 GB');
  });
});
