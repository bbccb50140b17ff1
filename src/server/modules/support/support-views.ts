import { orderNumber } from '#shared/order-flow.ts';
import type { SupportDeskSummary, SupportRequestSummary } from '#shared/schemas/support.ts';
import type * as repo from './support.repo.ts';

/** A request as its lists show it, to its requester and to Oja support alike. */
export function summaryView(r: repo.SummaryRow): SupportRequestSummary {
  const q = r.request;
  return {
    _id: q.id,
    reference: q.reference,
    topic: q.topic,
    subject: q.subject,
    status: q.status,
    order: q.orderId ? { _id: q.orderId, number: orderNumber(q.orderId) } : null,
    orderReference: q.orderReference,
    requester: { name: q.name, email: q.email, member: q.requesterId !== null },
    lastMessageFrom: r.lastFrom ?? 'requester',
    messageCount: r.messageCount,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** A request as the console's support desk lists it: who took it, and the requester's account. */
export function deskSummaryView(r: repo.SummaryRow): SupportDeskSummary {
  return { ...summaryView(r), ...deskFieldsOf(r) };
}

export const deskFieldsOf = (r: repo.SummaryRow) => ({
  assignee:
    r.request.assigneeId && r.assigneeName
      ? { _id: r.request.assigneeId, name: r.assigneeName }
      : null,
  requesterId: r.request.requesterId,
});
