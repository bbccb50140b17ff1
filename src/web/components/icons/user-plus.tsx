import { glyph } from './glyph.tsx';

/** A person with a plus: sign up. */
export const UserPlusIcon = glyph(
  'M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0 M16 19h6 M19 16v6 M6 21v-2a4 4 0 0 1 4 -4h4',
);
