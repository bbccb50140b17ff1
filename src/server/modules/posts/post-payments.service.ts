import { LIKE_TIER_LOOKS, SUPER_LIKE_TIERS, type SuperLikeTier } from '#shared/constants.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden } from '../../errors.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { creatorPayees } from '../payments/payments.public.ts';
import type { PayWith, PurchasesService } from '../payments/purchases.service.ts';
import { requireShownPrice } from '../prices/prices.public.ts';
import type { PriceList } from '../prices/prices.service.ts';
import * as reactions from './post-reactions.repo.ts';
import * as repo from './posts.repo.ts';

export type PostPaymentsService = ReturnType<typeof createPostPaymentsService>;

/** How a paid action is paid: from the wallet or by card, with reward points covering part. */
export type PaidBy = {
  payWith?: PayWith;
  points?: number;
  returnOrigin?: string | null;
  /** The price shown, in naira (a super-like's). */
  shown?: number;
};

type SuperLikeDetails = { postId: string; tier: SuperLikeTier };
type GiftDetails = { postId: string; giftId: string; earningsKobo: string };

/**
 * Super-likes and gifts: paid through the purchase service (decision 022), the price shared
 * between the post's creator's wallet and Oja's revenue (decision 027).
 */
export function createPostPaymentsService(deps: {
  db: Db;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  posts: { get: (id: string, viewerId: string | null) => Promise<Post> };
  /** Super-likes cost what Oja's price list says (decision 079). */
  prices: Pick<PriceList, 'at' | 'allAt'>;
  platformSharePercent: number;
  interactions: InteractionsService;
}) {
  const { db, purchases } = deps;

  /** Shows or takes back a super-like, with its record for the creator's notifications. */
  async function showSuperLike(
    tx: Executor,
    like: { postId: string; userId: string; tier: SuperLikeTier; purchaseId: string },
    shown: boolean,
  ) {
    if (!(await reactions.showSuperLike(tx, like, shown))) return;
    const act = {
      userId: like.userId,
      entityType: 'POST',
      entityId: like.postId,
      type: 'SUPER_LIKE',
    } as const;
    const ownerId = await repo.postAuthor(tx, like.postId);
    if (shown && ownerId) await deps.interactions.record(tx, { ...act, ownerId });
    if (!shown) await deps.interactions.forget(tx, act);
  }

  purchases.offer('SUPER_LIKE', {
    async delivered(tx, purchase) {
      const { postId, tier } = purchase.details as SuperLikeDetails;
      await showSuperLike(
        tx,
        { postId, userId: purchase.buyerId, tier, purchaseId: purchase.id },
        true,
      );
    },
  });
  purchases.offer('GIFT', {
    async delivered(tx, purchase) {
      const { postId, giftId, earningsKobo } = purchase.details as GiftDetails;
      const gift = {
        postId,
        senderId: purchase.buyerId,
        amountKobo: purchase.priceKobo,
        earningsKobo: BigInt(earningsKobo),
        purchaseId: purchase.id,
      };
      let sent = await reactions.insertGift(tx, { id: giftId, ...gift });
      // Another sender took the same id between the check and the payment: the money has
      // moved, so this gift is recorded under an id of its own rather than not at all.
      if (!sent && (await reactions.findGift(tx, giftId))?.purchaseId !== purchase.id)
        sent = await reactions.insertGift(tx, { id: uuidv7(), ...gift });
      const ownerId = sent ? await repo.postAuthor(tx, postId) : null;
      if (ownerId)
        await deps.interactions.record(tx, {
          userId: purchase.buyerId,
          entityType: 'POST',
          entityId: postId,
          type: 'GIFT',
          ownerId,
        });
    },
  });

  const shares = (creatorId: string, priceKobo: bigint) =>
    creatorPayees(creatorId, priceKobo, deps.platformSharePercent);

  /** Someone else's post the viewer can see: nobody pays their own post. */
  async function othersPost(postId: string, userId: string, what: string) {
    const post = await deps.posts.get(postId, userId);
    if (post.author._id === userId) throw forbidden(`You cannot ${what} your own post`);
    return post;
  }

  const returnPath = (postId: string) => (payment: { id: string }) =>
    `/explore/for-you?post=${postId}&payment=${payment.id}`;

  return {
    async tiers() {
      const prices = await deps.prices.allAt();
      return SUPER_LIKE_TIERS.map((tier) => ({
        tier,
        ...LIKE_TIER_LOOKS[tier],
        fee: koboToNaira(prices[`super_like:${tier}`]),
      }));
    },

    /**
     * One paid super-like per user and post: asking again (after taking it back, too) shows
     * the one bought and charges nothing; another tier for the same post is a 409.
     */
    async superLike(userId: string, postId: string, tier: SuperLikeTier, paidBy: PaidBy) {
      const post = await othersPost(postId, userId, 'super-like');
      const priceKobo = await deps.prices.at(`super_like:${tier}`);
      requireShownPrice(paidBy.shown, priceKobo, `the ${LIKE_TIER_LOOKS[tier].name} super-like`);
      const bought = await purchases.buy(userId, {
        kind: 'SUPER_LIKE',
        key: postId,
        priceKobo,
        points: paidBy.points,
        payWith: paidBy.payWith,
        payees: shares(post.author._id, priceKobo),
        memo: `${LIKE_TIER_LOOKS[tier].name} super-like for @${post.author.handle}`,
        details: { postId, tier } satisfies SuperLikeDetails,
        returnPath: returnPath(postId),
        returnOrigin: paidBy.returnOrigin,
      });
      if (bought.purchase.status === 'PAID') {
        const taken = await reactions.findSuperLike(db, postId, userId);
        if (taken && !taken.isShown) await db.transaction((tx) => showSuperLike(tx, taken, true));
      }
      return {
        post: await deps.posts.get(postId, userId),
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },

    /** Takes a super-like back: no longer shown or counted; what was paid stays paid. */
    async superUnlike(userId: string, postId: string) {
      await deps.posts.get(postId, userId);
      const taken = await reactions.findSuperLike(db, postId, userId);
      if (taken) await db.transaction((tx) => showSuperLike(tx, taken, false));
      return deps.posts.get(postId, userId);
    },

    /** A gift in naira to the post's creator; the gift's id (the sender's) makes it sent once. */
    async gift(
      userId: string,
      postId: string,
      giftId: string,
      amountNaira: number,
      paidBy: PaidBy,
    ) {
      const post = await othersPost(postId, userId, 'send a gift to');
      // A gift id already used names that sender's gift on that post: nobody else sends it.
      const known = await reactions.findGift(db, giftId);
      if (known && (known.senderId !== userId || known.postId !== postId))
        throw conflict('This gift was already sent by someone else or on another post', {
          giftId: 'This gift was already sent by someone else or on another post',
        });
      const priceKobo = nairaToKobo(amountNaira);
      const payees = shares(post.author._id, priceKobo);
      const earningsKobo = payees.find((p) => p.account !== accounts.revenue)?.amountKobo ?? 0n;
      const bought = await purchases.buy(userId, {
        kind: 'GIFT',
        key: giftId,
        priceKobo,
        points: paidBy.points,
        payWith: paidBy.payWith,
        payees,
        memo: `Gift for @${post.author.handle}`,
        details: { postId, giftId, earningsKobo: String(earningsKobo) } satisfies GiftDetails,
        returnPath: returnPath(postId),
        returnOrigin: paidBy.returnOrigin,
      });
      return {
        post: await deps.posts.get(postId, userId),
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },
  };
}
