import { describe, expect, it } from 'vitest';
import { addDownloads, downloadsFrom, NORMAL_BYTES_PER_SMALL_BYTE, together } from './downloads.ts';

const entry = (name: string, transferSize: number) =>
  ({ name, transferSize }) as unknown as PerformanceEntry;

describe('addDownloads', () => {
  it('counts what came over the network, and a small picture as the larger one it replaced', () => {
    const count = { used: 10, without: 10 };
    addDownloads(count, [
      entry('/assets/app.js', 1000),
      entry('/uploads/p/1-small.webp', 400),
      entry('/uploads/p/2-small.webp', 0), // from a cache, or answered by the service worker
      entry('/uploads/p/3.webp', 3000),
    ]);
    expect(count).toEqual({
      used: 10 + 1000 + 400 + 3000,
      without: 10 + 1000 + 400 * NORMAL_BYTES_PER_SMALL_BYTE + 3000,
    });
  });
});

describe('together', () => {
  it('adds two counts up', () => {
    expect(together({ used: 1, without: 2 }, { used: 30, without: 40 })).toEqual({
      used: 31,
      without: 42,
    });
  });
});

describe('downloadsFrom', () => {
  it("takes the worker's count and nothing else", () => {
    expect(downloadsFrom({ used: 5, without: 9 })).toEqual({ used: 5, without: 9 });
    expect(downloadsFrom({ used: -1, without: 9 })).toBeNull();
    expect(downloadsFrom({ used: 1.5, without: 9 })).toBeNull();
    expect(downloadsFrom({ used: '5', without: 9 })).toBeNull();
    expect(downloadsFrom(null)).toBeNull();
  });
});
