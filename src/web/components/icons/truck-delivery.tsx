import { glyph } from './glyph.tsx';

/** A delivery truck: delivery fees. */
export const TruckDeliveryIcon = glyph(
  'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M5 17h-2v-4m-1 -8h11v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5 M3 9l4 0',
);
