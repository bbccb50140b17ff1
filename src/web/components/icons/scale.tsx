import { glyph } from './glyph.tsx';

/** Scales: a dispute to weigh. */
export const ScaleIcon = glyph(
  'M7 20l10 0 M6 6l6 -1l6 1 M12 3l0 17 M9 12l-3 -6l-3 6a3 3 0 0 0 6 0 M21 12l-3 -6l-3 6a3 3 0 0 0 6 0',
);
