import { glyph } from './glyph.tsx';

/** A crown: what a paid plan adds. */
export const CrownIcon = glyph('M12 6l4 6l5 -4l-2 10h-14l-2 -10l5 4l4 -6');
