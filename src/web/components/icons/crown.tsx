import { frame } from './frame.ts';

/** A crown: what a paid plan adds. */
export const CrownIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <path d="M12 6l4 6l5 -4l-2 10h-14l-2 -10l5 4l4 -6" />
  </svg>
);
