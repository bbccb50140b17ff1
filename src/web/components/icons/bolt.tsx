import { glyph } from './glyph.tsx';

/** A lightning bolt: a flash sale. */
export const BoltIcon = glyph('M13 3l0 7l6 0l-8 11l0 -7l-6 0l8 -11');
