/** A renewal or end date as Nigerians write it: 25 Dec 2026. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
