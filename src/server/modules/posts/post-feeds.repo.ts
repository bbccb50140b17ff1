import { sql, type SQL } from 'drizzle-orm';
import {
  businessCustomersReadOnly,
  businessesReadOnly,
  businessFollowersReadOnly,
} from '../businesses/businesses.public.ts';
import { commentsReadOnly } from '../comments/comments.public.ts';
import { subscriptionAccessReadOnly } from '../creator-subscriptions/creator-subscriptions.public.ts';
import { userFollowsReadOnly } from '../social/social.public.ts';
import { userAddressesReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { postGifts, posts } from './posts.schema.ts';

/** How far back For you looks: older posts have decayed out of it anyway. */
const FOR_YOU_DAYS = 30;

/** Where the next page starts: the ranking's moment, and the last post's rank and id. */
export type RankCursor = { asOf: Date; rank: number; id: string };

/** The largest boost a viewer can give a post: followed author and business, customer, state. */
const MAX_BOOST = 1.5 * 1.3 * 1.3 * 1.2;
/**
 * The engagement part of a rank, `ln(max(2, score + 2))`, is capped here (a score of 7·10¹⁰, out
 * of reach), so a post's age alone bounds how high it can rank.
 */
const MAX_ENGAGEMENT = 25;
/** How many of the newest posts are ranked first, to find how old a post on the page can be. */
const NEWEST = 200;

/**
 * For you: active posts of the last month ranked by engagement with time decay (Lemmy's hot
 * rank, `ln(max(2, score + 2)) / (hours + 2)^1.8`, where a super-like counts 5 likes, a gift 10
 * and a comment 2), times boosts for what the viewer follows (×1.5 the author, ×1.3 a business
 * the author runs), buys from (×1.3) and where they live (×1.2 a business in their state).
 * Ranked as of the first page's moment, so pages stay in order while new posts arrive.
 *
 * Ranking the whole month for every page is too slow at scale, and needless: the decay is so
 * steep that a post's age bounds its rank (`MAX_ENGAGEMENT × MAX_BOOST / (hours + 2)^1.8`). So
 * the newest posts are ranked first, and the page's lowest rank among them is a floor the whole
 * page reaches. Only posts young enough for their bound to reach the floor are read, and only
 * those whose unboosted rank times the largest boost reaches it are boosted and ranked: the
 * same page as ranking the month, from a few hundred posts.
 */
export async function forYouPage(
  db: Executor,
  viewerId: string | null,
  asOf: Date,
  after: RankCursor | null,
  limit: number,
): Promise<{ id: string; rank: number }[]> {
  const at = sql`${asOf.toISOString()}::timestamptz`;
  const month = sql`${at} - ${`${FOR_YOU_DAYS} days`}::interval`;
  const maxBoost = viewerId ? MAX_BOOST : 1;
  // The authors the viewer's boosts apply to, each set read once.
  const sets = viewerId
    ? sql`, followed AS (SELECT f.followee_id AS id FROM ${userFollowsReadOnly} f
          WHERE f.follower_id = ${viewerId}),
        followed_shops AS (SELECT b.owner_id AS id FROM ${businessesReadOnly} b
          JOIN ${businessFollowersReadOnly} bf ON bf.business_id = b.id WHERE bf.user_id = ${viewerId}),
        bought_from AS (SELECT b.owner_id AS id FROM ${businessesReadOnly} b
          JOIN ${businessCustomersReadOnly} c ON c.business_id = b.id WHERE c.user_id = ${viewerId}),
        nearby AS (SELECT b.owner_id AS id FROM ${businessesReadOnly} b
          JOIN ${userAddressesReadOnly} a ON lower(a.state) = lower(b.state)
          WHERE a.user_id = ${viewerId} AND a.is_default)`
    : sql``;
  const boost = viewerId
    ? sql`(CASE WHEN author_id IN (SELECT id FROM followed) THEN 1.5 ELSE 1 END)
        * (CASE WHEN author_id IN (SELECT id FROM followed_shops) THEN 1.3 ELSE 1 END)
        * (CASE WHEN author_id IN (SELECT id FROM bought_from) THEN 1.3 ELSE 1 END)
        * (CASE WHEN author_id IN (SELECT id FROM nearby) THEN 1.2 ELSE 1 END)`
    : sql`1`;
  /** Active posts since a moment, with their rank before boosts. */
  const unboosted = (since: SQL) => sql`
    SELECT p.id, p.author_id, (least(${MAX_ENGAGEMENT}, ln(greatest(2,
        p.like_count + 5 * p.super_like_count
        + 10 * (SELECT count(*) FROM ${postGifts} g WHERE g.post_id = p.id)
        + 2 * (SELECT count(*) FROM ${commentsReadOnly} c
               WHERE c.entity_type = 'POST' AND c.entity_id = p.id AND c.is_shown) + 2)))
      / power(extract(epoch FROM (${at} - p.created_at))::float8 / 3600 + 2, 1.8))::float8 AS base
    FROM ${posts} p
    WHERE p.is_active AND NOT p.subscribers_only
      AND p.created_at <= ${at} AND p.created_at > ${since}`;
  const below = after
    ? sql`(rank < ${after.rank} OR (rank = ${after.rank} AND id < ${after.id}::uuid))`
    : sql`true`;
  const { rows } = await db.execute<{ id: string; rank: number }>(sql`
    WITH newest AS (
      SELECT * FROM (${unboosted(month)} ORDER BY p.created_at DESC LIMIT ${NEWEST}) n
    )${sets},
    newest_page AS (
      SELECT rank FROM (SELECT id, (base * ${boost})::float8 AS rank FROM newest) r
      WHERE ${below} ORDER BY rank DESC, id DESC LIMIT ${limit}
    ),
    floor AS (
      SELECT CASE WHEN count(*) = ${limit} THEN min(rank) ELSE 0 END AS rank FROM newest_page
    ),
    young AS (
      ${unboosted(sql`(SELECT CASE WHEN rank > 0 THEN greatest(${month}, ${at} - make_interval(
        secs => 3600 + 1.01 * 3600 * (power(${MAX_ENGAGEMENT * maxBoost} / rank, 1 / 1.8) - 2)))
        ELSE ${month} END FROM floor)`)}
    )
    SELECT id, rank FROM (
      SELECT id, (base * ${boost})::float8 AS rank FROM young
      WHERE base * ${maxBoost} >= (SELECT rank FROM floor) * 0.999999
    ) ranked
    WHERE ${below}
    ORDER BY rank DESC, id DESC
    LIMIT ${limit}`);
  return rows.map((r) => ({ id: r.id, rank: Number(r.rank) }));
}

/**
 * Following: active posts of the creators the viewer follows and of those running the businesses
 * they follow, newest first; subscriber-only posts only of creators the viewer subscribes to
 * (For you, the same for everyone, shows none).
 */
export async function followingPage(
  db: Executor,
  viewerId: string,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT p.id FROM ${posts} p
    WHERE p.is_active
      AND (NOT p.subscribers_only OR EXISTS (SELECT 1 FROM ${subscriptionAccessReadOnly} s
        WHERE s.creator_id = p.author_id AND s.subscriber_id = ${viewerId}
          AND s.current_period_end > now()))
      AND (EXISTS (SELECT 1 FROM ${userFollowsReadOnly} f
             WHERE f.follower_id = ${viewerId} AND f.followee_id = p.author_id)
        OR EXISTS (SELECT 1 FROM ${businessesReadOnly} b JOIN ${businessFollowersReadOnly} bf
             ON bf.business_id = b.id WHERE b.owner_id = p.author_id AND bf.user_id = ${viewerId}))
      ${afterId ? sql`AND p.id < ${afterId}::uuid` : sql``}
    ORDER BY p.id DESC
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}
