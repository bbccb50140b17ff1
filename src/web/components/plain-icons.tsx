/**
 * Two outline icons drawn in the Tabler style (24-unit box, 2-unit round strokes) as plain SVG,
 * for checkout's first screen: importing any icon from the icon library brings its shared
 * component factory into the screen's download as well (decision 067).
 */
const frame = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

/** A padlock: paying is safe. */
export const LockIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    <circle cx="12" cy="16" r="1" />
  </svg>
);

/** A plus: add one more. */
export const PlusIcon = ({ size }: { size: number }) => (
  <svg {...frame(size)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
