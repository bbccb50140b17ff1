/**
 * Outline icons of the icon library's set (Tabler: a 24-unit box, 2-unit round strokes, and its
 * path data) drawn as plain SVG. The library makes every icon through a shared component factory
 * that each screen's chunk copied again beside its layout's menu; here an icon is its path and
 * this one small function. One icon per module: a screen downloads only the icons it draws
 * (decision 068).
 */
export type Glyph = (props: {
  size?: number;
  stroke?: number;
  /** Drawn solid (a given like, a chosen super-like): the outline filled with its colour. */
  filled?: boolean;
}) => React.JSX.Element;

export const glyph =
  (d: string): Glyph =>
  ({ size = 24, stroke = 2, filled = false }) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={d} />
    </svg>
  );
