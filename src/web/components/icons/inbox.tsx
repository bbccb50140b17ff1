import { glyph } from './glyph.tsx';

/** A tray: requests waiting. */
export const InboxIcon = glyph(
  'M4 6a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12 M4 13h3l3 3h4l3 -3h3',
);
