import { describe, expect, it } from 'vitest';
import { artworkFile } from './artwork.ts';
import { SHOPS } from './catalogue-data.ts';

describe('the demo catalogue data', () => {
  it('names an existing artwork for every product and shop, and no name twice in a shop', () => {
    for (const shop of SHOPS) {
      expect(artworkFile(shop.logo), shop.name).not.toBeNull();
      expect(new Set(shop.lines.map((l) => l.name)).size, shop.name).toBe(shop.lines.length);
      for (const line of shop.lines) expect(artworkFile(line.art), line.name).not.toBeNull();
    }
  });
});
