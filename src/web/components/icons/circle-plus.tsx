import { glyph } from './glyph.tsx';

/** A plus in a circle: add something new. */
export const CirclePlusIcon = glyph('M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0 M9 12h6 M12 9v6');
