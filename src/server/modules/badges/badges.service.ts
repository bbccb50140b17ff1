import { koboToNaira } from '#shared/money.ts';
import type { BadgeKind, BadgeVerification } from '#shared/schemas/badges.ts';
import { BADGE_KIND_LABELS } from '#shared/limits.ts';
import type { BadgeSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayWith, PurchaseRow, PurchasesService } from '../payments/purchases.service.ts';
import { requireShownPrice } from '../prices/prices.public.ts';
import type { PriceList } from '../prices/prices.service.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { badgeDecided } from './badges.public.ts';
import * as repo from './badges.repo.ts';
import { createBadgeChecklist, type Owner } from './badge-checklist.ts';

export type BadgesService = ReturnType<typeof createBadgesService>;

/** How a badge is paid: from the wallet or by card, with reward points covering part. */
export type BadgePaidBy = {
  payWith?: PayWith;
  points?: number;
  returnOrigin?: string | null;
  /** The fee shown, in naira. */
  shown?: number;
};

/** The ledger transfer that gives a rejected request's fee back. */
export const BADGE_REFUND = 'VERIFICATION_BADGE_REFUND';

type BadgeDetails = { badgeKind: BadgeKind; subjectId: string };

/**
 * A fee given back as it was paid: the money to the wallet, the reward points to the points
 * (never points turned into money).
 */
function refundEntries(purchase: PurchaseRow) {
  const money = purchase.priceKobo - purchase.pointsKobo;
  return [
    { account: accounts.revenue, amountKobo: -purchase.priceKobo },
    { account: accounts.wallet(purchase.buyerId), amountKobo: money },
    { account: accounts.points(purchase.buyerId), amountKobo: purchase.pointsKobo },
  ].filter((e) => e.amountKobo !== 0n);
}

/**
 * Verification badges (decision 033): a user, a creator or a business owner pays for a request
 * once the checklist is met; Oja's staff approve it in the console (the verified tick shows) or
 * reject it (the fee goes back to the requester's wallet, once).
 */
export function createBadgesService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  settings: BadgeSettings;
  prices: Pick<PriceList, 'at'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy' | 'find'>;
  ledger: Pick<LedgerService, 'post'>;
  users: Pick<UsersService, 'me'>;
  businesses: Pick<BusinessesService, 'owned'>;
  /** A subject's tick changed: kept public pages that show it are dropped. */
  verifiedChanged?: () => void;
}) {
  const { db, settings } = deps;

  deps.purchases.offer('VERIFICATION_BADGE', {
    async delivered(tx, purchase) {
      const { badgeKind, subjectId } = purchase.details as BadgeDetails;
      const made = await repo.insertRequest(tx, {
        kind: badgeKind,
        subjectId,
        requesterId: purchase.buyerId,
        purchaseId: purchase.id,
        purchaseKey: purchase.key,
        feeKobo: purchase.priceKobo,
      });
      if (made) return;
      // Another request of this kind was paid first. From the wallet, nothing is charged (the
      // whole purchase is undone); a card payment already made goes back to the wallet.
      if (purchase.payWith === 'WALLET')
        throw conflict('There is already a verification request for this account');
      await deps.ledger.post(tx, {
        kind: BADGE_REFUND,
        reference: purchase.id,
        memo: 'Verification badge already requested: refunded',
        entries: refundEntries(purchase),
      });
    },
  });

  /** What a person's checklist reads of their account. */
  async function ownerOf(userId: string): Promise<Owner> {
    const { profile, hasPost } = await deps.users.me(userId);
    const { emailVerified, phoneVerified, avatar, bio } = profile;
    return { emailVerified, phoneVerified, avatar, bio, hasPost };
  }
  const checklist = createBadgeChecklist({
    db,
    settings,
    ownerOf,
    ownedBusiness: (userId, businessId) => deps.businesses.owned(userId, businessId),
  });

  const decision = (
    row: repo.BadgeRequestRow,
    status: 'APPROVED' | 'REJECTED',
    reason: string | null,
  ) => ({
    requestId: row.id,
    userId: row.requesterId,
    kind: row.kind,
    subjectId: row.subjectId,
    status,
    reason,
    feeKobo: String(row.feeKobo),
  });

  const returnPath = (kind: BadgeKind, subjectId: string) => (payment: { id: string }) =>
    kind === 'BUSINESS'
      ? `/vendor/${subjectId}/profile?payment=${payment.id}`
      : `/shopper/badge?payment=${payment.id}`;

  return {
    /** What a badge of this kind costs now, in kobo (Oja's price list, decision 079). */
    feeOf: (kind: BadgeKind) => deps.prices.at(`badge:${kind}`),

    /** The kind a user asks for by default: a creator's badge for a creator. */
    async userKind(userId: string): Promise<BadgeKind> {
      return (await ownerOf(userId)).hasPost ? 'CREATOR' : 'PERSONAL';
    },

    /** The checklist, the fee and the latest request, for the "Get verified" screens. */
    async status(userId: string, kind: BadgeKind, subjectId: string): Promise<BadgeVerification> {
      const requirements = await checklist(userId, kind, subjectId, true);
      const [request, isVerified] = await Promise.all([
        repo.latestView(db, subjectId, kind),
        repo.isVerified(db, subjectId),
      ]);
      return {
        kind,
        subjectId,
        fee: koboToNaira(await deps.prices.at(`badge:${kind}`)),
        requirements: requirements.map(({ unmetMessage: _unmet, ...r }) => r),
        eligible: requirements.every((r) => r.met),
        isVerified,
        request,
      };
    },

    /**
     * Pays for a request: refused (400, one sentence per unmet requirement) until the checklist
     * is met, and (409) while one of this kind is pending or approved. The Idempotency-Key is the
     * purchase's key, so a repeat charges nothing and answers with the same request.
     */
    async pay(
      userId: string,
      kind: BadgeKind,
      subjectId: string,
      paidBy: BadgePaidBy,
      idempotencyKey?: string,
    ) {
      const requirements = await checklist(userId, kind, subjectId);
      const unmet = requirements.filter((r) => !r.met);
      if (unmet.length > 0)
        throw badRequest(Object.fromEntries(unmet.map((r) => [r.key, r.unmetMessage])));
      const key = idempotencyKey ? `${kind}:${subjectId}:${idempotencyKey}` : undefined;
      const open = await repo.findOpen(db, subjectId, kind);
      if (open && open.purchaseKey !== key)
        throw conflict(
          open.status === 'APPROVED'
            ? 'This account is already verified'
            : 'Your verification request is already being reviewed',
        );
      const priceKobo = await deps.prices.at(`badge:${kind}`);
      requireShownPrice(paidBy.shown, priceKobo, `the ${BADGE_KIND_LABELS[kind]} badge`);
      const bought = await deps.purchases.buy(userId, {
        kind: 'VERIFICATION_BADGE',
        key,
        priceKobo,
        points: paidBy.points,
        payWith: paidBy.payWith,
        payees: [{ account: accounts.revenue, amountKobo: priceKobo }],
        memo: `${BADGE_KIND_LABELS[kind]} badge`,
        details: { badgeKind: kind, subjectId } satisfies BadgeDetails,
        returnPath: returnPath(kind, subjectId),
        returnOrigin: paidBy.returnOrigin,
      });
      const requestId = await repo.findByPurchase(db, bought.purchase.id);
      return {
        request: requestId ? await repo.findView(db, requestId) : null,
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },

    /**
     * Every request for the console's queue, a page at a time (the console checked the staff
     * member's permission).
     */
    async list(query: {
      status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'DECIDED';
      page: number;
      limit: number;
    }) {
      const { results, total } = await repo.listViews(db, query.status, query.page, query.limit);
      return pageOf(results, total, query.page, query.limit);
    },

    /**
     * Approves a pending request, decided by `userId` (console staff, whose permission the console
     * checked, or the demo's operator): the subject shows the verified tick.
     */
    async approve(userId: string, requestId: string) {
      await deps.events.transaction(async (tx, publish) => {
        const row = await repo.lockRequest(tx, requestId);
        if (!row) throw notFound('Verification request');
        if (row.status !== 'PENDING') throw conflict('This request was already decided');
        await repo.decide(tx, requestId, {
          status: 'APPROVED',
          decidedBy: userId,
          decidedAt: new Date(),
        });
        await publish(badgeDecided, decision(row, 'APPROVED', null));
      });
      deps.verifiedChanged?.();
      return (await repo.findView(db, requestId))!;
    },

    /**
     * Rejects a pending request with a reason, decided by console staff: its fee goes back to the
     * requester's wallet, once.
     */
    async reject(userId: string, requestId: string, reason: string) {
      await deps.events.transaction(async (tx, publish) => {
        const row = await repo.lockRequest(tx, requestId);
        if (!row) throw notFound('Verification request');
        if (row.status !== 'PENDING') throw conflict('This request was already decided');
        const purchase = await deps.purchases.find(tx, row.purchaseId);
        if (!purchase) throw new Error(`badge request ${row.id} has no purchase`);
        await deps.ledger.post(tx, {
          kind: BADGE_REFUND,
          reference: row.purchaseId,
          memo: 'Verification badge request rejected: refunded',
          entries: refundEntries(purchase),
        });
        const now = new Date();
        await repo.decide(tx, requestId, {
          status: 'REJECTED',
          reason,
          decidedBy: userId,
          decidedAt: now,
          refundedAt: now,
        });
        await publish(badgeDecided, decision(row, 'REJECTED', reason));
      });
      return (await repo.findView(db, requestId))!;
    },
  };
}
