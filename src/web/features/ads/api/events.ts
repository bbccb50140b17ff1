import { apiRequest } from '#web/lib/api-client.ts';

/** Tokens of sponsored cards seen (half on screen for a second) and opened. */
export type AdEvents = { impressions: string[]; clicks: string[] };

/**
 * Reports sponsored cards seen and opened (`POST ads/events`), with the API key and, signed in,
 * the bearer token like every request. The request outlives the page, so a report sent as the
 * shopper opens a card or leaves the page still arrives.
 */
export const sendAdEvents = (events: AdEvents) =>
  apiRequest<{ accepted: number }>('POST', '/ads/events', { body: events, keepalive: true });
