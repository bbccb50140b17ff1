import { glyph } from './glyph.tsx';

/** A shopping cart. */
export const ShoppingCartIcon = glyph(
  'M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M17 17h-11v-14h-2 M6 5l14 1l-1 7h-13',
);
