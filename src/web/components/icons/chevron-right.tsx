import { frame } from './frame.ts';

/** A chevron pointing right: this opens another screen. */
export const ChevronRightIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <path d="M9 6l6 6l-6 6" />
  </svg>
);
