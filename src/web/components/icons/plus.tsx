import { glyph } from './glyph.tsx';

/** A plus: add one more. */
export const PlusIcon = glyph('M12 5l0 14 M5 12l14 0');
