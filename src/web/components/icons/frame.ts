/**
 * The icon library's outline style (Tabler: a 24-unit box, 2-unit round strokes) for the plain
 * SVG icons of budgeted first screens. One icon per module: a screen downloads only the icons it
 * draws, and none of the library's shared component factory (decision 067).
 */
export const frame = (size: number) => ({
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
