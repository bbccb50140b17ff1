import {
  POINTS_EXPIRING_SOON_DAYS,
  POINTS_LIFETIME_MONTHS,
  type RewardStatus,
} from '#shared/rewards.ts';
import type { z } from 'zod';
import type { PointsSummary, Reward, rewardListQuerySchema } from '#shared/schemas/rewards.ts';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as repo from './rewards.repo.ts';

export type RewardsService = ReturnType<typeof createRewardsService>;

/** 1 point = ₦1 = 100 kobo in the ledger. */
export const KOBO_PER_POINT = 100n;
const DAY_MS = 24 * 60 * 60_000;

/** The ledger transfers of points, each made once per reward entry (its reference). */
export const REWARD_LEDGER_KINDS = {
  earned: 'REWARD_EARNED',
  available: 'REWARD_AVAILABLE',
  reversed: 'REWARD_REVERSED',
  expired: 'REWARD_EXPIRED',
  /** A review's first photo: `platform:rewards` → `points:{user}`, available at once. */
  review: 'REWARD_REVIEW',
  /** A referred friend's first received order, to each side (decision 062), available at once. */
  referral: 'REWARD_REFERRAL',
} as const;

/** Order statuses after which an order's points are never given, or taken back. */
const ORDER_UNDONE = new Set(['REJECTED', 'RETURN_CONFIRMED']);

export const koboOf = (points: number) => BigInt(points) * KOBO_PER_POINT;
const wholePoints = (kobo: bigint) => Number(kobo / KOBO_PER_POINT);

export function addMonths(date: Date, months: number) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

function view(row: Awaited<ReturnType<typeof repo.listRewards>>['rows'][number]): Reward {
  const r = row.reward;
  return {
    _id: r.id,
    type: r.type,
    status: r.status,
    points: r.points,
    pointsTaken: r.pointsTaken,
    title: r.title,
    business: row.business
      ? { _id: row.business.id, name: row.business.name, handle: row.business.handle }
      : null,
    orderId: r.type === 'ORDER' ? r.sourceId : null,
    earnedAt: r.earnedAt.toISOString(),
    availableAt: r.availableAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
  };
}

/**
 * Oja points (decision 059; photo reviews: review-points.ts, decision 060). An order earns 1
 * point per `nairaPerPoint` naira paid for it with money once it is paid: PENDING (held in
 * `points-pending:{user}`) until it is received, then AVAILABLE in `points:{user}` for 12
 * months; turned down or returned, they are taken back. Every move is a balanced ledger transfer
 * against `platform:rewards`, Oja's side of the liability.
 */
export function createRewardsService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
  nairaPerPoint: number;
  orderSharePercent: number;
  /** Told on the summary, so screens can say what a photo review earns. */
  pointsPerPhotoReview: number;
}) {
  const { db, ledger } = deps;
  const pointsFor = (totalKobo: bigint) =>
    Number(totalKobo / (BigInt(deps.nairaPerPoint) * KOBO_PER_POINT));

  /** Takes up to `points` back from what the user can spend; returns how many it took. */
  async function takeBack(
    tx: Tx,
    entry: repo.RewardRow,
    points: number,
    kind: string,
    status: RewardStatus,
    now: Date,
  ) {
    const account = accounts.points(entry.userId);
    await ledger.lock(tx, account);
    const balance = await ledger.balance(account, tx);
    const taken = Math.max(0, Math.min(points, wholePoints(balance)));
    if (taken > 0)
      await ledger.post(tx, {
        kind,
        reference: entry.id,
        entries: [
          { account, amountKobo: -koboOf(taken) },
          { account: accounts.rewards, amountKobo: koboOf(taken) },
        ],
      });
    await repo.updateReward(tx, entry.id, { status, pointsTaken: taken, endedAt: now });
  }

  /** The order's entry, written (and its points put aside as pending) if it has none yet. */
  async function entryOfOrder(
    tx: Tx,
    order: NonNullable<Awaited<ReturnType<typeof repo.orderForPoints>>>,
  ) {
    const known = await repo.lockBySource(tx, 'ORDER', order.id);
    if (known || ORDER_UNDONE.has(order.status)) return known;
    // Earned on what was paid with money: points spent on it earn none.
    const points = pointsFor(order.totalKobo - order.pointsKobo);
    if (points <= 0) return null;
    const written = await repo.insertReward(tx, {
      userId: order.customerId,
      type: 'ORDER',
      sourceId: order.id,
      status: 'PENDING',
      points,
      title: `Order from ${order.businessName}`,
      businessId: order.businessId,
      earnedAt: order.createdAt,
    });
    // Written meanwhile by another delivery of the same news: that one stands.
    if (!written) return repo.lockBySource(tx, 'ORDER', order.id);
    await ledger.post(tx, {
      kind: REWARD_LEDGER_KINDS.earned,
      reference: written.id,
      at: order.createdAt,
      entries: [
        { account: accounts.rewards, amountKobo: -koboOf(points) },
        { account: accounts.pointsPending(order.customerId), amountKobo: koboOf(points) },
      ],
    });
    return written;
  }

  return {
    /**
     * Brings an order's points to where the order stands: earned (pending) once paid,
     * available once received, taken back once turned down or returned. Safe to run again,
     * in any order, for the same news.
     */
    async syncOrder(orderId: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repo.orderForPoints(tx, orderId);
        if (!order) return;
        const entry = await entryOfOrder(tx, order);
        if (!entry) return;
        const pending = accounts.pointsPending(entry.userId);
        if (entry.status === 'PENDING' && order.status === 'RECEIVED') {
          await ledger.post(tx, {
            kind: REWARD_LEDGER_KINDS.available,
            reference: entry.id,
            entries: [
              { account: pending, amountKobo: -koboOf(entry.points) },
              { account: accounts.points(entry.userId), amountKobo: koboOf(entry.points) },
            ],
          });
          await repo.updateReward(tx, entry.id, {
            status: 'AVAILABLE',
            availableAt: now,
            expiresAt: addMonths(now, POINTS_LIFETIME_MONTHS),
          });
        } else if (entry.status === 'PENDING' && ORDER_UNDONE.has(order.status)) {
          await ledger.post(tx, {
            kind: REWARD_LEDGER_KINDS.reversed,
            reference: entry.id,
            entries: [
              { account: pending, amountKobo: -koboOf(entry.points) },
              { account: accounts.rewards, amountKobo: koboOf(entry.points) },
            ],
          });
          await repo.updateReward(tx, entry.id, {
            status: 'REVERSED',
            pointsTaken: entry.points,
            endedAt: now,
          });
        } else if (entry.status === 'AVAILABLE' && order.status === 'RETURN_CONFIRMED') {
          // What was spent meanwhile stays spent: Oja bears it.
          await takeBack(tx, entry, entry.points, REWARD_LEDGER_KINDS.reversed, 'REVERSED', now);
        }
      });
    },

    /**
     * Ends the entries whose 12 months are over. Points are spent oldest first, so what expires
     * is the part of the balance beyond the points given since: none if it was all spent.
     */
    async expireDue(now = new Date(), batch = 200): Promise<number> {
      const due = await repo.dueToExpire(db, now, batch);
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const entry = await repo.lockById(tx, id);
          if (entry?.status !== 'AVAILABLE' || !entry.expiresAt || entry.expiresAt > now) return;
          const account = accounts.points(entry.userId);
          await ledger.lock(tx, account);
          const beyond =
            wholePoints(await ledger.balance(account, tx)) -
            (await repo.unexpiredPoints(tx, entry.userId, now));
          await takeBack(
            tx,
            entry,
            Math.min(entry.points, beyond),
            REWARD_LEDGER_KINDS.expired,
            'EXPIRED',
            now,
          );
        });
      }
      return due.length;
    },

    async list(userId: string, query: z.output<typeof rewardListQuerySchema>) {
      const { rows, total } = await repo.listRewards(
        db,
        userId,
        { types: query.rewardTypes, statuses: query.rewardStatuses },
        offsetOf(query.page, query.limit),
      );
      return pageOf(rows.map(view), total, query.page, query.limit);
    },

    async summary(userId: string, now = new Date()): Promise<PointsSummary> {
      const soon = new Date(now.getTime() + POINTS_EXPIRING_SOON_DAYS * DAY_MS);
      const [balance, { byStatus, firstExpiry }, laterOnes] = await Promise.all([
        ledger.balance(accounts.points(userId)),
        repo.pointsOf(db, userId, now),
        repo.unexpiredPoints(db, userId, soon),
      ]);
      const sumOf = (status: RewardStatus) =>
        byStatus.find((s) => s.status === status)?.points ?? 0;
      const available = wholePoints(balance);
      const expiring = available - laterOnes;
      return {
        available,
        pending: sumOf('PENDING'),
        expiringSoon:
          expiring > 0 && firstExpiry && firstExpiry <= soon
            ? { points: expiring, on: firstExpiry.toISOString() }
            : null,
        lifetime: sumOf('AVAILABLE') + sumOf('EXPIRED'),
        nairaPerPoint: deps.nairaPerPoint,
        orderSharePercent: deps.orderSharePercent,
        pointsPerPhotoReview: deps.pointsPerPhotoReview,
      };
    },
  };
}
