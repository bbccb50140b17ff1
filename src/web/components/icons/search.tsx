import { glyph } from './glyph.tsx';

/** A magnifier: search. */
export const SearchIcon = glyph('M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M21 21l-6 -6');
