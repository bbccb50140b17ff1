import { sql } from 'drizzle-orm';
import {
  businessCustomersView,
  businessesView,
  businessFollowersView,
} from '../businesses/businesses.public.ts';
import { commentsView } from '../comments/comments.public.ts';
import { userFollowsView } from '../social/social.public.ts';
import { userAddressesView } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { postGifts, posts } from './posts.schema.ts';

/** How far back For you looks: older posts have decayed out of it anyway. */
const FOR_YOU_DAYS = 30;

/** Where the next page starts: the ranking's moment, and the last post's rank and id. */
export type RankCursor = { asOf: Date; rank: number; id: string };

/**
 * For you: active posts of the last month ranked by engagement with time decay (Lemmy's hot
 * rank, `ln(max(2, score + 2)) / (hours + 2)^1.8`, where a super-like counts 5 likes, a gift 10
 * and a comment 2), times boosts for what the viewer follows (×1.5 the author, ×1.3 a business
 * the author runs), buys from (×1.3) and where they live (×1.2 a business in their state).
 * Ranked as of the first page's moment, so pages stay in order while new posts arrive.
 */
export async function forYouPage(
  db: Executor,
  viewerId: string | null,
  asOf: Date,
  after: RankCursor | null,
  limit: number,
): Promise<{ id: string; rank: number }[]> {
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  const boost = viewerId
    ? sql`(CASE WHEN EXISTS (SELECT 1 FROM ${userFollowsView} f
             WHERE f.follower_id = ${viewer} AND f.followee_id = p.author_id) THEN 1.5 ELSE 1 END)
        * (CASE WHEN EXISTS (SELECT 1 FROM ${businessesView} b JOIN ${businessFollowersView} bf
             ON bf.business_id = b.id WHERE b.owner_id = p.author_id AND bf.user_id = ${viewer})
           THEN 1.3 ELSE 1 END)
        * (CASE WHEN EXISTS (SELECT 1 FROM ${businessesView} b JOIN ${businessCustomersView} c
             ON c.business_id = b.id WHERE b.owner_id = p.author_id AND c.user_id = ${viewer})
           THEN 1.3 ELSE 1 END)
        * (CASE WHEN EXISTS (SELECT 1 FROM ${businessesView} b JOIN ${userAddressesView} a
             ON lower(a.state) = lower(b.state) WHERE b.owner_id = p.author_id
             AND a.user_id = ${viewer} AND a.is_default) THEN 1.2 ELSE 1 END)`
    : sql`1`;
  const { rows } = await db.execute<{ id: string; rank: number }>(sql`
    SELECT id, rank FROM (
      SELECT p.id,
        (ln(greatest(2, p.like_count + 5 * p.super_like_count
            + 10 * (SELECT count(*) FROM ${postGifts} g WHERE g.post_id = p.id)
            + 2 * (SELECT count(*) FROM ${commentsView} c
                   WHERE c.entity_type = 'POST' AND c.entity_id = p.id AND c.is_shown) + 2))
          / power(extract(epoch FROM (${asOf.toISOString()}::timestamptz - p.created_at)) / 3600 + 2, 1.8)
          * ${boost})::float8 AS rank
      FROM ${posts} p
      WHERE p.is_active AND p.created_at <= ${asOf.toISOString()}::timestamptz
        AND p.created_at > ${asOf.toISOString()}::timestamptz - ${`${FOR_YOU_DAYS} days`}::interval
    ) ranked
    WHERE ${after ? sql`(rank < ${after.rank} OR (rank = ${after.rank} AND id < ${after.id}::uuid))` : sql`true`}
    ORDER BY rank DESC, id DESC
    LIMIT ${limit}`);
  return rows.map((r) => ({ id: r.id, rank: Number(r.rank) }));
}

/** Following: active posts of the creators the viewer follows and of those running the businesses they follow, newest first. */
export async function followingPage(
  db: Executor,
  viewerId: string,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT p.id FROM ${posts} p
    WHERE p.is_active
      AND (EXISTS (SELECT 1 FROM ${userFollowsView} f
             WHERE f.follower_id = ${viewerId} AND f.followee_id = p.author_id)
        OR EXISTS (SELECT 1 FROM ${businessesView} b JOIN ${businessFollowersView} bf
             ON bf.business_id = b.id WHERE b.owner_id = p.author_id AND bf.user_id = ${viewerId}))
      ${afterId ? sql`AND p.id < ${afterId}::uuid` : sql``}
    ORDER BY p.id DESC
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}
