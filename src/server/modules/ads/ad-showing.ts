import { and, eq } from 'drizzle-orm';
import type { SponsoredAd } from '#shared/schemas/ads.ts';
import type { AdPlacement } from '#shared/ads.ts';
import type { Db } from '../../db/client.ts';
import { userAddressesReadOnly } from '../users/users.public.ts';
import type { AdCounter } from './ad-counter.ts';
import type { AdServing } from './ad-serving.ts';
import { isBot, type ShowingTokens } from './ad-tokens.ts';

/** Who asks: the signed-in user (if any), their address and browser. */
export type Viewer = { userId: string | null; ip: string; userAgent: string | undefined };

/** Sponsored cards for a slot, and the impressions and clicks their tokens come back with. */
export function createAdShowing(deps: {
  db: Db;
  serving: AdServing;
  counter: AdCounter;
  tokens: ShowingTokens;
  now: () => Date;
}) {
  const { tokens } = deps;
  const viewerKey = (v: Viewer) => tokens.viewerOf(v.userId, v.ip, v.userAgent ?? '');

  /** The signed-in shopper's state (their default address), read only when an ad targets states. */
  async function stateOf(userId: string) {
    const [row] = await deps.db
      .select({ state: userAddressesReadOnly.state })
      .from(userAddressesReadOnly)
      .where(
        and(eq(userAddressesReadOnly.userId, userId), eq(userAddressesReadOnly.isDefault, true)),
      )
      .limit(1);
    return row?.state ?? null;
  }

  return {
    async sponsored(
      ask: {
        placement: AdPlacement;
        limit: number;
        q?: string;
        category?: string;
        state?: string;
        excludeBusinessId?: string;
      },
      viewer: Viewer,
    ): Promise<SponsoredAd[]> {
      const now = deps.now();
      const targeted = deps.serving.live().some((ad) => ad.states.length > 0);
      const state = ask.state ?? (targeted && viewer.userId ? await stateOf(viewer.userId) : null);
      const won = await deps.serving.select({ ...ask, state, viewerId: viewer.userId, now });
      const key = viewerKey(viewer);
      const at = Math.floor(now.getTime() / 1000);
      return won.map(({ ad, priceKobo }) => ({
        _id: ad.id,
        kind: ad.kind,
        headline: ad.headline,
        target: ad.target,
        token: tokens.sign({
          adId: ad.id,
          placement: ask.placement,
          priceKobo,
          viewer: key,
          at,
        }),
      }));
    },

    /**
     * Takes impressions and clicks by their tokens: a token that is forged, too old or shown to
     * someone else is ignored. Answers how many were taken; they are written with the next batch.
     */
    events(body: { impressions: string[]; clicks: string[] }, viewer: Viewer) {
      const now = deps.now();
      const key = viewerKey(viewer);
      const bot = isBot(viewer.userAgent);
      const read = (list: string[]) =>
        [...new Set(list)].flatMap((t) => {
          const s = tokens.read(t, now);
          return s && s.viewer === key ? [s] : [];
        });
      const seen = read(body.impressions);
      const clicked = read(body.clicks);
      for (const s of seen)
        deps.counter.impression({ adId: s.adId, viewer: key, userId: viewer.userId, bot, at: now });
      for (const s of clicked)
        deps.counter.click({
          adId: s.adId,
          viewer: key,
          userId: viewer.userId,
          address: tokens.addressOf(viewer.ip),
          priceKobo: s.priceKobo,
          bot,
          at: now,
        });
      return seen.length + clicked.length;
    },
  };
}
