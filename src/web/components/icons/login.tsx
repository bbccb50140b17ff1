import { glyph } from './glyph.tsx';

/** An arrow into a door: log in. */
export const LoginIcon = glyph(
  'M9 8v-2a2 2 0 0 1 2 -2h7a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-7a2 2 0 0 1 -2 -2v-2 M3 12h13l-3 -3 M13 15l3 -3',
);
