import { glyph } from './glyph.tsx';

/** A truck turning back: returns. */
export const TruckReturnIcon = glyph(
  'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M5 17h-2v-11a1 1 0 0 1 1 -1h9v6h-5l2 2m0 -4l-2 2 M9 17l6 0 M13 6h5l3 5v6h-2',
);
