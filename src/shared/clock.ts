/**
 * `m:ss`, as a video player shows a time in seconds. Apart from format.ts, which every page
 * loads: only the video guide needs it.
 */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
}
