import type { BadgeKind } from '#shared/schemas/badges.ts';
import type { BadgeSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import * as repo from './badges.repo.ts';

type Requirement = {
  key: string;
  label: string;
  met: boolean;
  current: number | null;
  target: number | null;
  /** What to do about it, when it is not met. */
  unmetMessage: string;
};

export type Owner = {
  emailVerified: boolean;
  phoneVerified: boolean;
  avatar: string | null;
  bio: string | null;
  hasPost: boolean;
};
export type OwnedBusiness = { ownerId: string; logoUrl: string | null; description: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The checklists of the badges: what a subject must have before its badge can be paid for. */
export function createBadgeChecklist(deps: {
  db: Db;
  settings: BadgeSettings;
  ownerOf: (userId: string) => Promise<Owner>;
  /** The business if the user owns it: 404 when it does not exist, 403 when it is not theirs. */
  ownedBusiness: (userId: string, businessId: string) => Promise<OwnedBusiness>;
}) {
  const { db, settings } = deps;

  function personChecks(owner: Owner): Requirement[] {
    return [
      {
        key: 'emailVerified',
        label: 'Verified e-mail address',
        met: owner.emailVerified,
        current: null,
        target: null,
        unmetMessage: 'Verify your e-mail address',
      },
      {
        key: 'phoneVerified',
        label: 'Verified phone number',
        met: owner.phoneVerified,
        current: null,
        target: null,
        unmetMessage: 'Verify your phone number',
      },
    ];
  }

  /**
   * The checklist of a badge for its subject, with the figures that count. A `preview` of the
   * creator's badge for someone who is not a creator yet shows what it would ask of them, with
   * "be a creator" unmet; paying for it is refused.
   */
  async function checklist(
    userId: string,
    kind: BadgeKind,
    subjectId: string,
    preview = false,
  ): Promise<Requirement[]> {
    if (kind === 'BUSINESS') {
      const business = await deps.ownedBusiness(userId, subjectId);
      const [owner, orders] = await Promise.all([
        deps.ownerOf(business.ownerId),
        repo.orderFigures(db, subjectId),
      ]);
      const min = settings.businessMinCompletedOrders;
      return [
        ...personChecks(owner),
        {
          key: 'logo',
          label: 'Business logo',
          met: Boolean(business.logoUrl),
          current: null,
          target: null,
          unmetMessage: 'Add a logo to your business profile',
        },
        {
          key: 'description',
          label: 'Business description',
          met: business.description.trim().length > 0,
          current: null,
          target: null,
          unmetMessage: 'Describe your business on its profile',
        },
        {
          key: 'completedOrders',
          label: 'Completed orders',
          met: orders.completed >= min,
          current: orders.completed,
          target: min,
          unmetMessage: `Complete at least ${plural(min, 'order')} (you have ${orders.completed})`,
        },
        {
          key: 'openReturns',
          label: 'No unresolved returns',
          met: orders.openReturns === 0,
          current: orders.openReturns,
          target: 0,
          unmetMessage: `Resolve your ${plural(orders.openReturns, 'open return')} first`,
        },
      ];
    }
    if (subjectId !== userId) throw forbidden('You can only request a badge for yourself');
    const owner = await deps.ownerOf(userId);
    const checks: Requirement[] = [
      ...personChecks(owner),
      {
        key: 'photo',
        label: 'Profile photo',
        met: Boolean(owner.avatar),
        current: null,
        target: null,
        unmetMessage: 'Add a profile photo',
      },
      {
        key: 'bio',
        label: 'Bio',
        met: Boolean(owner.bio?.trim()),
        current: null,
        target: null,
        unmetMessage: 'Write a short bio on your profile',
      },
    ];
    if (kind !== 'CREATOR') return checks;
    const notCreator = 'Become a creator before requesting creator verification';
    if (!owner.hasPost && !preview) throw forbidden(notCreator);
    const [posts, followers] = await Promise.all([
      repo.countActivePosts(db, userId),
      repo.countFollowers(db, userId),
    ]);
    const { creatorMinPosts: minPosts, creatorMinFollowers: minFollowers } = settings;
    return [
      ...(owner.hasPost
        ? []
        : [
            {
              key: 'creator',
              label: 'Creator on Oja',
              met: false,
              current: null,
              target: null,
              unmetMessage: notCreator,
            },
          ]),
      ...checks,
      {
        key: 'posts',
        label: 'Active posts',
        met: posts >= minPosts,
        current: posts,
        target: minPosts,
        unmetMessage: `Publish at least ${plural(minPosts, 'post')} (you have ${posts})`,
      },
      {
        key: 'followers',
        label: 'Followers',
        met: followers >= minFollowers,
        current: followers,
        target: minFollowers,
        unmetMessage: `Reach ${plural(minFollowers, 'follower')} (you have ${followers})`,
      },
    ];
  }

  return checklist;
}
