import { describe, expect, it } from 'vitest';
import { metaFor, PAGE_META } from './meta.ts';
import { DEFAULT_TITLE, titleFor } from './page-titles.ts';

describe('titleFor', () => {
  it('gives the title the server puts in the first HTML, for every page and elsewhere', () => {
    const paths = [...Object.keys(PAGE_META), '/auth/verify-email', '/shopper', '/nowhere'];
    for (const path of paths) expect(titleFor(path)).toBe(metaFor(path).title);
    expect(titleFor('/auth/login/?redirect=%2Fshopper')).toBe('Log in | Oja');
    // Every described page but the home page has a title of its own.
    for (const path of Object.keys(PAGE_META).filter((p) => p !== '/'))
      expect(titleFor(path)).not.toBe(DEFAULT_TITLE);
  });
});
