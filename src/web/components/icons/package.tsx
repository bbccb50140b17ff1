import { frame } from './frame.ts';

/** A parcel: orders. */
export const PackageIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <path d="M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5" />
    <path d="M12 12l8 -4.5M12 12l0 9M12 12l-8 -4.5M16 5.25l-8 4.5" />
  </svg>
);
