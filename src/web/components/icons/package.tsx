import { glyph } from './glyph.tsx';

/** A parcel: orders. */
export const PackageIcon = glyph(
  'M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5 M12 12l8 -4.5 M12 12l0 9 M12 12l-8 -4.5 M16 5.25l-8 4.5',
);
