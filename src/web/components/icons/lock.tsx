import { frame } from './frame.ts';

/** A padlock: paying is safe. */
export const LockIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    <circle cx="12" cy="16" r="1" />
  </svg>
);
