import { glyph } from './glyph.tsx';

/** A group of people: subscribers. */
export const UsersGroupIcon = glyph(
  'M10 13a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M8 21v-1a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v1 M15 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M17 10h2a2 2 0 0 1 2 2v1 M5 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M3 13v-1a2 2 0 0 1 2 -2h2',
);
