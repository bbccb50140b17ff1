import { glyph } from './glyph.tsx';

/** A chevron pointing right: this opens another screen. */
export const ChevronRightIcon = glyph('M9 6l6 6l-6 6');
