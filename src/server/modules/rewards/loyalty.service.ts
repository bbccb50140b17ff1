import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { z } from 'zod';
import type { LoyaltyCard, loyaltyCardBodySchema } from '#shared/schemas/loyalty.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import * as repo from './loyalty.repo.ts';
import { loyaltyRewarded } from './rewards.public.ts';
import { orderForPoints } from './rewards.repo.ts';
import * as vouchers from './vouchers.repo.ts';

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

const YEAR_MS = 365 * 24 * 60 * 60_000;
/** A reward has no count of its own: every customer who earns one gets one. */
const REWARDS_WITHOUT_LIMIT = 1_000_000_000;

/**
 * Loyalty cards (decision 059): a business rewards every Nth order a customer receives with a
 * voucher off their next order there, paid for from its share like its other vouchers.
 */
export function createLoyaltyService({
  db,
  events,
}: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
}) {
  type Found = NonNullable<Awaited<ReturnType<typeof repo.findCard>>>;
  const view = (
    found: Found,
    progress: LoyaltyCard['progress'],
    figures: LoyaltyCard['figures'],
  ): LoyaltyCard => ({
    business: { _id: found.business.id, name: found.business.name, handle: found.business.handle },
    everyOrders: found.card.everyOrders,
    reward: koboToNaira(found.voucher.amountKobo ?? 0n),
    minOrder: koboToNaira(found.voucher.minOrderKobo),
    active: found.card.active,
    startedAt: found.card.startedAt.toISOString(),
    progress,
    figures,
  });

  /** A card as `viewerId` sees it: progress for a customer, figures for the owner. */
  async function cardView(
    businessId: string,
    viewerId: string | null,
  ): Promise<LoyaltyCard | null> {
    const found = await repo.findCard(db, businessId);
    if (!found) return null;
    const owner = viewerId === found.business.ownerId;
    if (!found.card.active && !owner) return null;
    const every = found.card.everyOrders;
    let progress: LoyaltyCard['progress'] = null;
    if (viewerId && !owner) {
      const received = await repo.receivedSince(db, viewerId, businessId, found.card.startedAt);
      progress = { received, toNext: every - (received % every) };
    }
    let figures: LoyaltyCard['figures'] = null;
    if (owner) {
      const ids = await repo.rewardVoucherIds(db, businessId);
      const [counts, money] = await Promise.all([
        repo.rewardCounts(db, ids),
        vouchers.figuresOf(db, ids),
      ]);
      const sum = (key: 'discount' | 'sales') =>
        [...money.values()].reduce((total, m) => total + m[key], 0n);
      figures = {
        ...counts,
        discountGiven: koboToNaira(sum('discount')),
        sales: koboToNaira(sum('sales')),
      };
    }
    return view(found, progress, figures);
  }

  return {
    get: (businessId: string, viewerId: string | null) => cardView(businessId, viewerId),

    /** Sets a business's card; new reward terms give new rewards, the ones given keep theirs. */
    async save(userId: string, body: z.output<typeof loyaltyCardBodySchema>, now = new Date()) {
      const business = await vouchers.businessOwner(db, body.businessId);
      if (!business) throw notFound('Business');
      if (business.ownerId !== userId)
        throw forbidden('Only the owner of this business can run its loyalty card');
      const rewardKobo = nairaToKobo(body.reward);
      const minOrderKobo = nairaToKobo(body.minOrder);
      await db.transaction(async (tx) => {
        const card = await repo.lockCard(tx, body.businessId);
        const current = card ? await vouchers.lockVoucher(tx, card.voucherId) : null;
        let voucherId = current?.id;
        if (
          !current ||
          current.amountKobo !== rewardKobo ||
          current.minOrderKobo !== minOrderKobo
        ) {
          const created = await vouchers.insertVoucher(tx, {
            businessId: body.businessId,
            createdBy: userId,
            title: `Loyalty reward: ${formatNaira(body.reward)} off`,
            kind: 'AMOUNT',
            amountKobo: rewardKobo,
            minOrderKobo,
            startsAt: now,
            endsAt: new Date(now.getTime() + 5 * YEAR_MS),
            totalCount: REWARDS_WITHOUT_LIMIT,
            perCustomer: REWARDS_WITHOUT_LIMIT,
            funder: 'BUSINESS',
            source: 'LOYALTY',
          });
          voucherId = created!.id;
        }
        await repo.saveCard(tx, {
          businessId: body.businessId,
          voucherId: voucherId!,
          everyOrders: body.everyOrders,
          active: body.active,
        });
      });
      return (await cardView(body.businessId, userId))!;
    },

    /** The cards of the stores a customer has received orders from, with their progress. */
    async mine(userId: string) {
      const cards = await repo.cardsOfCustomer(db, userId);
      return cards.map((found) => {
        const every = found.card.everyOrders;
        const progress = { received: found.received, toNext: every - (found.received % every) };
        return view(found, progress, null);
      });
    },

    /**
     * A received order counts on its store's card: each Nth order since the card started gives
     * the customer the card's reward, once per milestone however often the news arrives.
     */
    async stamp(orderId: string) {
      const order = await orderForPoints(db, orderId);
      if (order?.status !== 'RECEIVED') return;
      await events.transaction(async (tx, publish) => {
        const card = await repo.lockCard(tx, order.businessId);
        if (!card?.active) return;
        const received = await repo.receivedSince(
          tx,
          order.customerId,
          order.businessId,
          card.startedAt,
        );
        const key = {
          businessId: order.businessId,
          userId: order.customerId,
          milestone: Math.floor(received / card.everyOrders),
        };
        if (key.milestone < 1 || !(await repo.claimMilestone(tx, key))) return;
        const held = await vouchers.insertHeld(tx, {
          voucherId: card.voucherId,
          userId: order.customerId,
          issuedBy: null,
        });
        await repo.setMilestoneHeld(tx, key, held.id);
        const reward = await vouchers.findVoucher(tx, card.voucherId);
        await publish(loyaltyRewarded, {
          userId: order.customerId,
          businessId: order.businessId,
          businessName: order.businessName,
          orders: key.milestone * card.everyOrders,
          reward: koboToNaira(reward?.voucher.amountKobo ?? 0n),
        });
      });
    },
  };
}
