import { glyph } from './glyph.tsx';

/** A tick in a circle: done, delivered. */
export const CircleCheckIcon = glyph('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M9 12l2 2l4 -4');
