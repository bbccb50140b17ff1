import { createHmac, timingSafeEqual } from 'node:crypto';
import { AD_PLACEMENTS, type AdPlacement } from '#shared/ads.ts';

/** What a sponsored card's token proves: this ad was shown here, to this viewer, at this price. */
export type Showing = {
  adId: string;
  placement: AdPlacement;
  /** The second price the auction set for a click on this showing. */
  priceKobo: number;
  viewer: string;
  /** Seconds since 1970. */
  at: number;
};

/** A showing's token is good for an hour: a card left open longer is shown afresh. */
export const SHOWING_TTL_SECONDS = 3_600;

/**
 * Signs and reads sponsored cards' tokens (decision 057). The auction's price travels in the
 * token, so a click is billed at the price set when the ad was shown, with nothing kept on the
 * server between the two; a token cannot be made or changed without the key.
 */
export function createShowingTokens(secret: string) {
  const key = createHmac('sha256', secret).update('oja ad showings').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const hash = (label: string, value: string) =>
    createHmac('sha256', key).update(`${label}\n${value}`).digest('base64url').slice(0, 22);

  return {
    sign(s: Showing): string {
      const body = Buffer.from(
        [s.adId, AD_PLACEMENTS.indexOf(s.placement), s.priceKobo, s.viewer, s.at].join('|'),
      ).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    /** The showing a token stands for, or null when it is forged, malformed or too old. */
    read(token: string, now: Date): Showing | null {
      const [body, mac] = token.split('.');
      if (!body || !mac) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [adId, placement, price, viewer, at] = Buffer.from(body, 'base64url')
        .toString()
        .split('|');
      const showing: Showing = {
        adId: adId ?? '',
        placement: AD_PLACEMENTS[Number(placement)]!,
        priceKobo: Number(price),
        viewer: viewer ?? '',
        at: Number(at),
      };
      const age = now.getTime() / 1000 - showing.at;
      if (!showing.placement || !Number.isSafeInteger(showing.priceKobo)) return null;
      return age >= -60 && age <= SHOWING_TTL_SECONDS ? showing : null;
    },

    /** Who is looking: the signed-in user, or a keyed hash of the address and browser. */
    viewerOf: (userId: string | null, ip: string, userAgent: string) =>
      userId ? `u:${userId}` : `a:${hash('viewer', `${ip}\n${userAgent}`)}`,

    /** A keyed hash of an address: clicks per address are limited without keeping addresses. */
    addressOf: (ip: string) => hash('address', ip),
  };
}

export type ShowingTokens = ReturnType<typeof createShowingTokens>;

/** Crawlers, link previews and scripts: their views and clicks are recorded, never billed. */
const BOT =
  /bot|crawl|spider|slurp|preview|headless|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java\/|lighthouse|facebookexternalhit|whatsapp/i;
export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent);
