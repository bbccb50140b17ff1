import type { EntityType } from '#shared/constants.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import type { PostPage } from '#shared/schemas/posts.ts';
import type { Creator, SocialProfile } from '#shared/schemas/social.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import { searchVocabulary } from '../../search/search-vocabulary.ts';
import { typoTolerantQuery } from '../../search/typos.ts';
import * as repo from './social.repo.ts';

export type SocialService = ReturnType<typeof createSocialService>;

function view(r: repo.PersonRow): Creator {
  return {
    _id: r.user.id,
    name: `${r.user.firstName} ${r.user.lastName}`.trim(),
    handle: r.user.handle,
    avatar: r.user.avatar,
    bio: r.user.bio,
    isVerified: r.user.isVerified,
    followers: r.followers,
    following: r.following,
    posts: r.posts,
    followed: r.followed,
  };
}

/** Creators, who follows whom, public profiles, and whether a user follows or likes something. */
export function createSocialService(deps: {
  db: Db;
  interactions: InteractionsService;
  /** Active businesses, filtered (the businesses service). */
  businessesWhere: (
    filter: { ownerId?: string; followedBy?: string },
    page: number,
    limit: number,
  ) => Promise<Paged<Business>>;
  /** A user's posts as the viewer may see them (the posts service). */
  postsBy: (authorId: string, viewerId: string | null) => Promise<PostPage>;
}) {
  const { db } = deps;
  // Creators' names and handles, so a search may carry a typo ("funmilyo"), as the catalogue's
  // may (decision 011); a new creator's name becomes typo-tolerant at the next reload.
  const vocabulary = searchVocabulary(() => repo.creatorVocabularyWords(db));

  async function person(where: { handle: string } | { id: string }, viewerId: string | null) {
    const row = await repo.findPerson(db, where, viewerId);
    if (!row) throw notFound('User');
    return row;
  }

  return {
    /** Reads the creators' search vocabulary in the background at start-up. */
    warmSearch: () => vocabulary.warm(),
    async creators(
      search: string | undefined,
      viewerId: string | null,
      page: number,
      limit: number,
    ) {
      const query = search ? typoTolerantQuery(search, await vocabulary.get()) : null;
      const { rows, total } = await repo.listCreators(
        db,
        search ? { text: search, words: query } : undefined,
        viewerId,
        offsetOf(page, limit),
      );
      return pageOf(rows.map(view), total, page, limit);
    },

    async profile(handle: string, viewerId: string | null): Promise<SocialProfile> {
      const row = await person({ handle }, viewerId);
      const [businesses, postsPage] = await Promise.all([
        deps.businessesWhere({ ownerId: row.user.id }, 1, 10),
        deps.postsBy(row.user.id, viewerId),
      ]);
      return { ...view(row), creator: row.user.hasPost, businesses: businesses.results, postsPage };
    },

    /** Follows or unfollows a user; following yourself is refused. */
    async setFollow(followerId: string, followeeId: string, on: boolean): Promise<Creator> {
      if (followerId === followeeId) throw badRequest({ userId: 'You cannot follow yourself' });
      await person({ id: followeeId }, followerId);
      await db.transaction(async (tx) => {
        if (!(await repo.setFollow(tx, followerId, followeeId, on))) return;
        const follow = {
          userId: followerId,
          entityType: 'USER',
          entityId: followeeId,
          type: 'FOLLOW',
        } as const;
        if (on) await deps.interactions.record(tx, { ...follow, ownerId: followeeId });
        else await deps.interactions.forget(tx, follow);
      });
      return view(await person({ id: followeeId }, followerId));
    },

    followingBusinesses: (userId: string, page: number, limit: number) =>
      deps.businessesWhere({ followedBy: userId }, page, limit),

    async confirm(
      userId: string,
      type: 'FOLLOW' | 'LIKE',
      entityType: EntityType,
      entityId: string,
    ): Promise<{ value: boolean }> {
      return { value: await repo.relates(db, userId, type, entityType, entityId) };
    },
  };
}
