import { frame } from './frame.ts';

/** A plus: add one more. */
export const PlusIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
