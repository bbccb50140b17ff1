import { LOCALE } from '#shared/constants.ts';

/** 1 → "1 point", 1200 → "1,200 points": a number of points as the app writes numbers. */
export function formatPoints(points: number): string {
  return `${points.toLocaleString(LOCALE)} ${points === 1 ? 'point' : 'points'}`;
}

/** 1200 → "1,200": the number alone. */
export const pointsNumber = (points: number) => points.toLocaleString(LOCALE);
