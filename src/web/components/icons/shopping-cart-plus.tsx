import { glyph } from './glyph.tsx';

/** A shopping cart with a plus: add to cart. */
export const ShoppingCartPlusIcon = glyph(
  'M4 19a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M12.5 17h-6.5v-14h-2 M6 5l14 1l-.86 6.017m-2.64 .983h-10.5 M16 19h6 M19 16v6',
);
