import { formatDate } from '#shared/dates.ts';
import { disputeOpensAt } from '#shared/disputes.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  Dispute,
  DisputeDecisionBody,
  DisputeDetail,
  DisputeReason,
} from '#shared/schemas/disputes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { ConsoleActor, ConsoleService } from '../console/console.service.ts';
import type { OrderQueriesService } from '../orders/order-queries.service.ts';
import type { OrderStatusService } from '../orders/order-status.service.ts';
import { disputeNoticed } from './disputes.public.ts';
import * as repo from './disputes.repo.ts';

export type DisputesService = ReturnType<typeof createDisputesService>;

type Parties = NonNullable<Awaited<ReturnType<OrderQueriesService['partiesOf']>>>;

async function view(db: Executor, row: repo.DisputeRow): Promise<Dispute> {
  const messages = await repo.messagesOf(db, row.id);
  return {
    _id: row.id,
    orderId: row.orderId,
    reason: row.reason,
    status: row.status,
    outcome: row.outcome,
    refunded: koboToNaira(row.refundKobo ?? 0n),
    decisionReason: row.decisionReason,
    messages: messages.map((m) => ({
      side: m.side,
      author: m.side === 'OJA' ? 'Oja' : m.firstName ? `${m.firstName} ${m.lastName}` : 'Someone',
      text: m.text,
      at: m.at.toISOString(),
    })),
    openedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** How Oja settled it, in words both sides read. */
function settledWords(outcome: 'RELEASE' | 'REFUND', refundKobo: bigint, totalKobo: bigint) {
  if (outcome === 'RELEASE') return 'Oja paid the seller for this order.';
  return refundKobo === totalKobo
    ? `Oja refunded the whole order, ${formatNaira(koboToNaira(refundKobo))}, to the buyer.`
    : `Oja refunded ${formatNaira(koboToNaira(refundKobo))} to the buyer and paid the seller the rest.`;
}

/**
 * Disputes between a buyer and a seller over an order: the buyer opens one when an order has not
 * come in time or arrived wrong; both sides write in it; Oja's finance staff decide it from the
 * console — pay the seller, or refund the buyer in full or in part through the ledger — in the
 * transaction that records it. While a dispute exists the order does not move (decision 076).
 */
export function createDisputesService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  console: Pick<ConsoleService, 'audited' | 'historyOf'>;
  orderQueries: Pick<OrderQueriesService, 'partiesOf'>;
  orderStatus: Pick<OrderStatusService, 'settleDispute' | 'lockForDispute'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The order's parties, and which side the viewer is on; 404 for anyone else. */
  async function sideOf(viewerId: string, orderId: string) {
    const parties = await deps.orderQueries.partiesOf(orderId);
    if (!parties) throw notFound('Order');
    if (parties.customerId === viewerId) return { parties, side: 'BUYER' as const };
    if (parties.ownerId === viewerId) return { parties, side: 'SELLER' as const };
    throw notFound('Order');
  }

  async function detail(id: string): Promise<DisputeDetail> {
    const row = await repo.findDispute(db, id);
    if (!row) throw notFound('Dispute');
    const parties = (await deps.orderQueries.partiesOf(row.orderId))!;
    const [dispute, history] = await Promise.all([view(db, row), deps.console.historyOf(id)]);
    return {
      dispute,
      order: parties.order,
      refundableInPart: parties.order.totalAmount - parties.order.points,
      history,
    };
  }

  return {
    /** The order's dispute for its buyer or seller, or null when there is none. */
    async forOrder(viewerId: string, orderId: string) {
      await sideOf(viewerId, orderId);
      const row = await repo.disputeOfOrder(db, orderId);
      return row ? view(db, row) : null;
    },

    async open(
      viewerId: string,
      orderId: string,
      body: { reason: DisputeReason; message: string },
    ) {
      const { parties, side } = await sideOf(viewerId, orderId);
      if (side !== 'BUYER') throw forbidden('Only the buyer can open a dispute on an order');
      const row = await deps.events.transaction(async (tx, publish) => {
        // Under the order's lock: it cannot be received while the dispute opens.
        const state = await deps.orderStatus.lockForDispute(tx, orderId);
        if (!state.paid) throw conflict('This order has not been paid');
        const opensAt = disputeOpensAt({
          status: state.status,
          createdAt: parties.order.createdAt,
        });
        if (!opensAt)
          throw conflict('This order’s money has been settled: it can no longer be disputed');
        if (opensAt > now())
          throw conflict(
            `If it has not arrived by ${formatDate(opensAt, 'date')}, you can open a dispute then`,
          );
        const opened = await repo.insertDispute(tx, orderId, body.reason);
        if (!opened) throw conflict('A dispute is open on this order already');
        await repo.addMessage(tx, {
          disputeId: opened.id,
          authorId: viewerId,
          side,
          text: body.message,
        });
        await publish(disputeNoticed, {
          orderId,
          businessId: parties.order.business._id,
          buyerId: null,
          sellerId: parties.ownerId,
          what: 'opened',
          storeName: parties.storeName,
          outcome: null,
          refundKobo: '0',
          reason: null,
        });
        return opened;
      });
      return view(db, row);
    },

    /** The buyer or seller adds to an open dispute. */
    async write(viewerId: string, orderId: string, text: string) {
      const { side } = await sideOf(viewerId, orderId);
      const row = await repo.disputeOfOrder(db, orderId);
      if (!row) throw notFound('Dispute');
      if (row.status !== 'OPEN') throw conflict('Oja has decided this dispute');
      await repo.addMessage(db, { disputeId: row.id, authorId: viewerId, side, text });
      return view(db, row);
    },

    async queue(f: { status: 'OPEN' | 'DECIDED'; q?: string; page: number; limit: number }) {
      const { rows, total } = await repo.listDisputes(db, f, offsetOf(f.page, f.limit));
      return pageOf(
        rows.map((r) => ({
          _id: r.dispute.id,
          orderId: r.dispute.orderId,
          reason: r.dispute.reason,
          status: r.dispute.status,
          outcome: r.dispute.outcome,
          buyer: `${r.buyerFirst} ${r.buyerLast}`,
          store: r.store,
          total: koboToNaira(r.totalKobo),
          refunded: koboToNaira(r.dispute.refundKobo ?? 0n),
          openedAt: r.dispute.createdAt.toISOString(),
        })),
        total,
        f.page,
        f.limit,
      );
    },

    detail,

    /**
     * Finance decides: the seller is paid, or the buyer refunded (in full, or in part with the
     * seller paid the rest). The money, the decision, Oja's message and the audit record are one
     * transaction; both sides are told once it commits.
     */
    async decide(actor: ConsoleActor, id: string, body: DisputeDecisionBody) {
      await deps.console.audited(actor, async (tx, publish) => {
        const row = await repo.lockDispute(tx, id);
        if (!row) throw notFound('Dispute');
        if (row.status !== 'OPEN') throw conflict('This dispute was decided already');
        const parties: Parties = (await deps.orderQueries.partiesOf(row.orderId))!;
        const refundKobo = body.outcome === 'RELEASE' ? 0n : nairaToKobo(body.refund!);
        const settled = await deps.orderStatus.settleDispute(tx, row.orderId, refundKobo);
        await repo.decide(tx, id, { ...body, refundKobo, by: actor.userId });
        const words = settledWords(body.outcome, refundKobo, settled.totalKobo);
        await repo.addMessage(tx, {
          disputeId: id,
          authorId: actor.userId,
          side: 'OJA',
          text: `${words} ${body.reason}`,
        });
        await publish(disputeNoticed, {
          orderId: row.orderId,
          businessId: parties.order.business._id,
          buyerId: parties.customerId,
          sellerId: parties.ownerId,
          what: 'decided',
          storeName: parties.storeName,
          outcome: body.outcome,
          refundKobo: refundKobo.toString(),
          reason: body.reason,
        });
        return {
          result: null,
          audit: {
            action: 'dispute.decide',
            subjectType: 'dispute',
            subjectId: id,
            reason: body.reason,
            before: { status: 'OPEN', order: row.orderId, total: koboToNaira(settled.totalKobo) },
            after: {
              status: 'DECIDED',
              outcome: body.outcome,
              refunded: koboToNaira(refundKobo),
              sellerPaidFrom: koboToNaira(settled.totalKobo - refundKobo),
            },
          },
        };
      });
      return detail(id);
    },
  };
}
