import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EntityType } from '#shared/constants.ts';
import { isVerifiedSql } from '../badges/badges.public.ts';
import {
  businessFollowersReadOnly,
  businessLikesReadOnly,
} from '../businesses/businesses.public.ts';
import { commentLikesReadOnly } from '../comments/comments.public.ts';
import { postLikesReadOnly, postsReadOnly } from '../posts/posts.public.ts';
import { productLikesReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { userFollows } from './social.schema.ts';

/** `%`, `_` and `\` match themselves in a search, not any text. */

// Qualified by hand: in a one-table select, Drizzle names columns bare, and a bare "id" inside a
// subquery would mean the subquery's own table.
const personId = sql.raw('"users"."id"');

/** A user with their followers, following and shown posts counted, and whether the viewer follows. */
function selectPeople(db: Executor, viewerId: string | null) {
  const followers = sql<number>`(SELECT count(*)::int FROM ${userFollows} f
    WHERE f.followee_id = ${personId})`;
  return db
    .select({
      user: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
        avatar: usersReadOnly.avatarUrl,
        bio: usersReadOnly.bio,
        hasPost: usersReadOnly.hasPost,
        isVerified: isVerifiedSql(personId),
      },
      followers: followers.as('followers'),
      following: sql<number>`(SELECT count(*)::int FROM ${userFollows} f
        WHERE f.follower_id = ${personId})`,
      posts: sql<number>`(SELECT count(*)::int FROM ${postsReadOnly} p
        WHERE p.author_id = ${personId} AND p.is_active AND NOT p.subscribers_only)`,
      followed: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${userFollows} f
            WHERE f.followee_id = ${personId} AND f.follower_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(usersReadOnly);
}
export type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

/**
 * A person's searchable words, split as `words()` splits a query: their name and handle with every
 * run of other characters a space ("funmi_adire" is "funmi adire").
 */
const personWords = sql`to_tsvector('simple', regexp_replace(
  ${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName} || ' ' || ${usersReadOnly.handle},
  '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * Creators, most followed first. A search matches names and handles as typed (any part of them)
 * or, word by word, allowing one typo in words of five letters or more (`search.words`, from
 * `typoTolerantQuery`); creators matching as typed come first.
 */
export async function listCreators(
  db: Executor,
  search: { text: string; words: SearchQuery | null } | undefined,
  viewerId: string | null,
  page: { limit: number; offset: number },
) {
  const pattern = search ? containsPattern(search.text) : null;
  const asTyped = pattern
    ? or(
        sql`${usersReadOnly.handle} ILIKE ${pattern}`,
        sql`(${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName}) ILIKE ${pattern}`,
      )
    : undefined;
  const where = and(
    eq(usersReadOnly.hasPost, true),
    search?.words
      ? or(asTyped, sql`${personWords} @@ to_tsquery('simple', ${search.words.query})`)
      : asTyped,
  );
  const [rows, [total]] = await Promise.all([
    selectPeople(db, viewerId)
      .where(where)
      .orderBy(
        ...(asTyped && search?.words ? [desc(sql`(${asTyped})`)] : []),
        desc(sql`followers`),
        desc(usersReadOnly.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(usersReadOnly).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every distinct word of the creators' names and handles (the typo-tolerance vocabulary). */
export async function creatorVocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat($$SELECT to_tsvector('simple', regexp_replace(
          first_name || ' ' || last_name || ' ' || handle, '[^[:alnum:]]+', ' ', 'g'))
        FROM users WHERE has_post$$)
        WHERE length(word) >= 4`,
  );
  return rows.map((r) => r.word);
}

export async function findPerson(
  db: Executor,
  where: { handle: string } | { id: string },
  viewerId: string | null,
): Promise<PersonRow | null> {
  const [row] = await selectPeople(db, viewerId).where(
    'handle' in where
      ? sql`lower(${usersReadOnly.handle}) = lower(${where.handle})`
      : eq(usersReadOnly.id, where.id),
  );
  return row ?? null;
}

/** Follows and unfollows are idempotent; true when something changed. */
export async function setFollow(db: Executor, followerId: string, followeeId: string, on: boolean) {
  const changed = on
    ? await db
        .insert(userFollows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ id: userFollows.followeeId })
    : await db
        .delete(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
        .returning({ id: userFollows.followeeId });
  return changed.length > 0;
}

/** Whether a user follows or likes an item of any kind (`GET users/{userId}/confirm/{entityId}/follow-like`). */
export async function relates(
  db: Executor,
  userId: string,
  type: 'FOLLOW' | 'LIKE',
  entityType: EntityType,
  entityId: string,
): Promise<boolean> {
  const exists = (query: SQL) => sql`EXISTS (${query})`;
  const checks: Partial<Record<`${typeof type}:${EntityType}`, SQL>> = {
    'FOLLOW:USER': sql`SELECT 1 FROM ${userFollows}
      WHERE ${userFollows.followerId} = ${userId} AND ${userFollows.followeeId} = ${entityId}`,
    'FOLLOW:BUSINESS': sql`SELECT 1 FROM ${businessFollowersReadOnly}
      WHERE ${businessFollowersReadOnly.userId} = ${userId}
        AND ${businessFollowersReadOnly.businessId} = ${entityId}`,
    'LIKE:BUSINESS': sql`SELECT 1 FROM ${businessLikesReadOnly}
      WHERE ${businessLikesReadOnly.userId} = ${userId} AND ${businessLikesReadOnly.businessId} = ${entityId}`,
    'LIKE:PRODUCT': sql`SELECT 1 FROM ${productLikesReadOnly}
      WHERE ${productLikesReadOnly.userId} = ${userId} AND ${productLikesReadOnly.productId} = ${entityId}`,
    'LIKE:POST': sql`SELECT 1 FROM ${postLikesReadOnly}
      WHERE ${postLikesReadOnly.userId} = ${userId} AND ${postLikesReadOnly.postId} = ${entityId}`,
    'LIKE:COMMENT': sql`SELECT 1 FROM ${commentLikesReadOnly}
      WHERE ${commentLikesReadOnly.userId} = ${userId} AND ${commentLikesReadOnly.commentId} = ${entityId}`,
  };
  const query = checks[`${type}:${entityType}`];
  if (!query) return false;
  const { rows } = await db.execute<{ value: boolean }>(sql`SELECT ${exists(query)} AS value`);
  return rows[0]?.value ?? false;
}
