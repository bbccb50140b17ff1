import { glyph } from './glyph.tsx';

/** An envelope: a newsletter, an e-mail. */
export const MailIcon = glyph(
  'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10 M3 7l9 6l9 -6',
);
