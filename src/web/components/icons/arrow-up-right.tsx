import { glyph } from './glyph.tsx';

/** An arrow leaving: money sent out. */
export const ArrowUpRightIcon = glyph('M17 7l-10 10 M8 7l9 0l0 9');
