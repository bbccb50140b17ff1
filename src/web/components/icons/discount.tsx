import { glyph } from './glyph.tsx';

/** A percent sign: a sale. */
export const DiscountIcon = glyph(
  'M9 15l6 -6 M9 9.5a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0 M14 14.5a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0 M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
);
