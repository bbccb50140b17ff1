import { glyph } from './glyph.tsx';

/** A star: super-like. */
export const StarIcon = glyph(
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873l-6.158 -3.245',
);
