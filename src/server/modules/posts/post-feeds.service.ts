import { LRUCache } from 'lru-cache';
import { estimateBytes, stringBytes } from '../../memory.ts';
import type { FeedPage, Post } from '#shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import * as feeds from './post-feeds.repo.ts';
import * as repo from './posts.repo.ts';

export type PostFeedsService = ReturnType<typeof createPostFeedsService>;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T>(cursor: string, valid: (v: Record<string, unknown>) => T | null): T {
  try {
    const parsed = valid(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed) return parsed;
  } catch {
    // answered below
  }
  throw badRequest({ cursor: 'This page link is no longer valid; start again from the top' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * For you is the same for every visitor (people arriving from a shared link): its pages are kept
 * a few seconds, as the catalogue's are, and forgotten at once on this instance when a post is
 * added, changed, hidden or shown (other instances within the time-to-live).
 */
const VISITOR_PAGES_TTL_MS = 5_000;
/** A page of posts with their authors is tens of KB: 500 of them are bounded to 16 MB. */
const VISITOR_PAGES_MAX_BYTES = 16 * 1024 * 1024;

/** For you and Following: cursor-paged, stable while new posts arrive. */
export function createPostFeedsService(deps: {
  db: Db;
  views: (rows: repo.PostRow[]) => Promise<Post[]>;
}) {
  const { db } = deps;
  const visitorPages = new LRUCache<string, FeedPage>({
    max: 500,
    maxSize: VISITOR_PAGES_MAX_BYTES,
    sizeCalculation: (page, key) => stringBytes(key) + estimateBytes(page),
    ttl: VISITOR_PAGES_TTL_MS,
  });

  async function page(ids: string[], viewerId: string | null) {
    return deps.views(await repo.findPosts(db, ids, viewerId));
  }

  async function forYou(
    viewerId: string | null,
    cursor: string | undefined,
    limit: number,
  ): Promise<FeedPage> {
    const after = cursor
      ? decode(cursor, (v) =>
          typeof v.asOf === 'string' &&
          typeof v.rank === 'number' &&
          typeof v.id === 'string' &&
          UUID.test(v.id) &&
          !Number.isNaN(Date.parse(v.asOf))
            ? { asOf: new Date(v.asOf), rank: v.rank, id: v.id }
            : null,
        )
      : null;
    const asOf = after?.asOf ?? new Date();
    const ranked = await feeds.forYouPage(db, viewerId, asOf, after, limit + 1);
    const shown = ranked.slice(0, limit);
    const last = shown.at(-1);
    return {
      results: await page(
        shown.map((r) => r.id),
        viewerId,
      ),
      nextCursor:
        ranked.length > limit && last
          ? encode({ asOf: asOf.toISOString(), rank: last.rank, id: last.id })
          : null,
    };
  }

  return {
    async forYou(
      viewerId: string | null,
      cursor: string | undefined,
      limit: number,
    ): Promise<FeedPage> {
      if (viewerId !== null) return forYou(viewerId, cursor, limit);
      const key = `${cursor ?? ''}|${limit}`;
      const kept = visitorPages.get(key);
      if (kept) return kept;
      const fresh = await forYou(null, cursor, limit);
      visitorPages.set(key, fresh);
      return fresh;
    },

    /** A post was added, changed, hidden or shown: visitors see it at once. */
    forgetVisitorPages: () => visitorPages.clear(),

    async following(
      viewerId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<FeedPage> {
      const afterId = cursor
        ? decode(cursor, (v) => (typeof v.id === 'string' && UUID.test(v.id) ? v.id : null))
        : null;
      const ids = await feeds.followingPage(db, viewerId, afterId, limit + 1);
      const shown = ids.slice(0, limit);
      return {
        results: await page(shown, viewerId),
        nextCursor: ids.length > limit ? encode({ id: shown.at(-1) }) : null,
      };
    },
  };
}
