import { glyph } from './glyph.tsx';

/** A pencil with a plus: create a post. */
export const PencilPlusIcon = glyph(
  'M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4 M13.5 6.5l4 4 M16 19h6 M19 16v6',
);
