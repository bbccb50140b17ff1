import { describe, expect, it } from 'vitest';
import type { Suggestions } from '#shared/schemas/suggestions.ts';
import type { Db } from '../../db/client.ts';
import { buildSuggestionIndexes, createSuggestionsService } from './suggestions.service.ts';

const category = (name: string) => ({ _id: name, name, slug: name.toLowerCase() });
const lists = (...names: string[]): Suggestions => ({
  products: [],
  businesses: [],
  creators: [],
  categories: names.map(category),
});

describe('suggestion indexes in the background', () => {
  it('reads them once, then again in the background once they are old', async () => {
    let clock = 0;
    let reads = 0;
    let next = lists('Fashion');
    const service = createSuggestionsService({
      db: {} as Db,
      refreshMs: 60_000,
      now: () => clock,
      load: () => {
        reads++;
        return buildSuggestionIndexes(next);
      },
    });
    await service.warm();
    expect(reads).toBe(1);
    expect((await service.suggest('fa')).categories.map((c) => c.name)).toEqual(['Fashion']);

    // Still fresh: no read.
    next = lists('Fashion', 'Farm produce');
    clock = 59_999;
    expect((await service.suggest('fa')).categories).toHaveLength(1);
    expect(reads).toBe(1);

    // Old: answered from what is held, while the next read runs.
    clock = 60_000;
    expect((await service.suggest('fa')).categories).toHaveLength(1);
    expect(reads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await service.suggest('fa')).categories.map((c) => c.name)).toEqual([
      'Fashion',
      'Farm produce',
    ]);
    expect(reads).toBe(2);
  });

  it('keeps answering from the last indexes when a read fails', async () => {
    let clock = 0;
    let fail = false;
    const service = createSuggestionsService({
      db: {} as Db,
      refreshMs: 1_000,
      now: () => clock,
      load: () =>
        fail ? Promise.reject(new Error('down')) : buildSuggestionIndexes(lists('Books')),
    });
    await service.warm();
    fail = true;
    clock = 5_000;
    const original = console.error;
    console.error = () => {};
    try {
      expect((await service.suggest('bo')).categories).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await service.suggest('bo')).categories).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
