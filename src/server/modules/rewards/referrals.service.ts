import { POINTS_LIFETIME_MONTHS } from '#shared/rewards.ts';
import { referralPath, type ReferralStatus } from '#shared/referrals.ts';
import type {
  FlaggedReferralQuery,
  ReferralListQuery,
  ReferralReview,
  ReferralSummary,
  ReferralTerms,
  ReferredFriend,
} from '#shared/schemas/referrals.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PlacedOrder } from '../orders/orders.public.ts';
import { flagReason, lagosMonthOf } from './referral-rules.ts';
import * as repo from './referrals.repo.ts';
import * as rewards from './rewards.repo.ts';
import { addMonths, koboOf, REWARD_LEDGER_KINDS } from './rewards.service.ts';

export type ReferralsService = ReturnType<typeof createReferralsService>;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function reviewView(row: repo.ReviewRow): ReferralReview {
  const r = row.referral;
  return {
    _id: r.referredId,
    friend: {
      _id: row.friend.id,
      name: fullName(row.friend),
      handle: row.friendHandle,
      email: row.friendEmail,
    },
    referrer: {
      _id: row.referrer.id,
      name: fullName(row.referrer),
      handle: row.referrerHandle,
      email: row.referrerEmail,
    },
    status: r.status,
    reason: r.reason,
    orderId: r.orderId,
    referrerPoints: r.referrerPoints,
    friendPoints: r.friendPoints,
    createdAt: r.createdAt.toISOString(),
    rewardedAt: r.rewardedAt?.toISOString() ?? null,
  };
}

function statusOf(outcome: repo.ReferralRow['status'] | null): ReferralStatus {
  if (outcome === 'REWARDED') return 'FIRST_ORDER_RECEIVED';
  return outcome ?? 'JOINED';
}

/**
 * Referrals (decision 062): when a referred friend's first order is received, the referrer earns
 * `referrerPoints` and the friend `friendPoints`, AVAILABLE at once for 12 months, each a
 * `REFERRAL` entry paid `platform:rewards` → `points:{user}`. One `referral_rewards` row per
 * friend judges it once, however often the news comes; a referral between what looks like one
 * person (phone, mailbox, bank account) or past the referrer's monthly cap is FLAGGED, pays
 * nothing, and waits for support to approve it.
 */
export function createReferralsService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'lock'>;
  terms: ReferralTerms;
  appUrl: string;
}) {
  const { db, ledger, terms } = deps;

  /** One side's entry and its transfer; nothing when that side earns no points. */
  async function pay(
    tx: Tx,
    entry: { userId: string; sourceId: string; points: number; title: string },
    at: Date,
  ) {
    if (entry.points <= 0) return;
    const written = await rewards.insertReward(tx, {
      userId: entry.userId,
      type: 'REFERRAL',
      sourceId: entry.sourceId,
      status: 'AVAILABLE',
      points: entry.points,
      title: entry.title,
      earnedAt: at,
      availableAt: at,
      expiresAt: addMonths(at, POINTS_LIFETIME_MONTHS),
    });
    // Paid before: the entry and its transfer stand.
    if (!written) return;
    await ledger.post(tx, {
      kind: REWARD_LEDGER_KINDS.referral,
      reference: written.id,
      at,
      entries: [
        { account: accounts.rewards, amountKobo: -koboOf(entry.points) },
        { account: accounts.points(entry.userId), amountKobo: koboOf(entry.points) },
      ],
    });
  }

  /**
   * Both sides' points. The referrer's entry has the friend as its source and the friend's has
   * their first received order, so the two never share a (type, source).
   */
  async function payBoth(
    tx: Tx,
    row: repo.ReferralRow,
    names: { friend: string; referrer: string },
    at: Date,
  ) {
    await pay(
      tx,
      {
        userId: row.referrerId,
        sourceId: row.referredId,
        points: row.referrerPoints,
        title: `Referral: ${names.friend} received their first order`,
      },
      at,
    );
    await pay(
      tx,
      {
        userId: row.referredId,
        sourceId: row.orderId,
        points: row.friendPoints,
        title: `Welcome reward: referred by ${names.referrer}`,
      },
      at,
    );
  }

  function ownOnly(viewerId: string, userId: string) {
    if (viewerId !== userId) throw forbidden('You can only see your own referrals');
  }

  return {
    terms: (): ReferralTerms => ({ ...terms }),

    /**
     * A customer's order was received: if someone referred them and this is the first of their
     * orders to get there, the referral is judged (paid, or flagged), once.
     */
    async orderReceived(order: Pick<PlacedOrder, 'id' | 'customerId'>, now = new Date()) {
      const pair = await repo.referralPair(db, order.customerId);
      if (!pair || (await repo.findReferral(db, order.customerId))) return;
      const received = await repo.receivedOrderOf(db, order.id, order.customerId);
      if (!received) return;
      await db.transaction(async (tx) => {
        // One referrer's referrals are judged one at a time: the monthly cap holds under load.
        await ledger.lock(tx, accounts.points(pair.referrer.id));
        if (await repo.findReferral(tx, order.customerId)) return;
        const month = lagosMonthOf(now);
        // One statement at a time: a transaction's queries share one connection.
        const referrerAddressPhones = await repo.addressPhonesOf(tx, pair.referrer.id);
        const shareBankAccount = await repo.shareBankAccount(tx, pair.friend.id, pair.referrer.id);
        const rewardedThisMonth = await repo.rewardedBetween(
          tx,
          pair.referrer.id,
          month.from,
          month.to,
        );
        const reason = flagReason({
          friend: pair.friend,
          referrer: pair.referrer,
          deliveryPhone: received.deliveryPhone,
          referrerAddressPhones,
          shareBankAccount,
          rewardedThisMonth,
          monthlyCap: terms.monthlyCap,
        });
        const row = await repo.insertReferral(tx, {
          referredId: pair.friend.id,
          referrerId: pair.referrer.id,
          status: reason ? 'FLAGGED' : 'REWARDED',
          reason,
          orderId: order.id,
          referrerPoints: terms.referrerPoints,
          friendPoints: terms.friendPoints,
          rewardedAt: reason ? null : now,
          createdAt: now,
        });
        if (!row || reason) return;
        await payBoth(
          tx,
          row,
          { friend: fullName(pair.friend), referrer: fullName(pair.referrer) },
          now,
        );
      });
    },

    /** `GET users/{id}/list`: the people a user referred, newest first (only they may look). */
    async list(viewerId: string, userId: string, q: ReferralListQuery) {
      ownOnly(viewerId, userId);
      const { page, limit } = q;
      const { rows, total } = await repo.listReferred(db, userId, offsetOf(page, limit));
      const results: ReferredFriend[] = rows.map((r) => ({
        _id: r.id,
        name: fullName(r),
        handle: r.handle,
        avatarUrl: r.avatarUrl,
        joinedAt: r.joinedAt.toISOString(),
        status: statusOf(r.status),
        pointsEarned: r.status === 'REWARDED' ? (r.referrerPoints ?? 0) : 0,
      }));
      return pageOf(results, total, page, limit);
    },

    /** `GET users/{id}/referrals/summary`: the user's code, link and figures. */
    async summary(viewerId: string, userId: string, now = new Date()): Promise<ReferralSummary> {
      ownOnly(viewerId, userId);
      const code = await repo.referralCodeOf(db, userId);
      if (code === null) throw notFound('User');
      const figures = await repo.referrerFigures(db, userId, lagosMonthOf(now).from);
      return {
        code,
        link: `${deps.appUrl}${referralPath(code)}`,
        joined: figures.joined,
        rewarded: figures.rewarded,
        flagged: figures.flagged,
        pointsEarned: figures.points,
        rewardedThisMonth: figures.thisMonth,
        terms: { ...terms },
      };
    },

    /** `GET referrals/flagged` (support): referrals held for review, oldest first. */
    async flagged(q: FlaggedReferralQuery) {
      const { page, limit } = q;
      const { rows, total } = await repo.listFlagged(db, offsetOf(page, limit));
      return pageOf(rows.map(reviewView), total, page, limit);
    },

    /**
     * `POST referrals/{id}/approve` (support): a flagged referral pays both sides as it would
     * have, once; approving it again, or one already paid, is a 409.
     */
    async approve(supportId: string, friendId: string, now = new Date()): Promise<ReferralReview> {
      await db.transaction(async (tx) => {
        const row = await repo.lockReferral(tx, friendId);
        if (!row) throw notFound('Referral');
        if (row.status !== 'FLAGGED') throw conflict('This referral was rewarded already');
        const found = await repo.findReview(tx, friendId);
        await repo.markRewarded(tx, friendId, now, supportId);
        await payBoth(
          tx,
          row,
          { friend: fullName(found!.friend), referrer: fullName(found!.referrer) },
          now,
        );
      });
      return reviewView((await repo.findReview(db, friendId))!);
    },
  };
}
