import { formatNumber } from './format.ts';

/**
 * A count towards a target: "3 of 5"; past the target "30 (5 needed)", since "30 of 5" reads as
 * a shortfall.
 */
export function formatProgress(current: number, target: number): string {
  const n = (v: number) => formatNumber(v);
  return current > target ? `${n(current)} (${n(target)} needed)` : `${n(current)} of ${n(target)}`;
}
