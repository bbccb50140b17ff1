import { glyph } from './glyph.tsx';

/** Three dots: more. */
export const DotsIcon = glyph(
  'M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
);
