import { glyph } from './glyph.tsx';

/** A house: home, a store. */
export const HomeIcon = glyph(
  'M5 12l-2 0l9 -9l9 9l-2 0 M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-7 M9 21v-6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v6',
);
