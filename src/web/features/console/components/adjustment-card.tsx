import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { Adjustment } from '#shared/schemas/adjustments.ts';
import { ReviewCard } from './review-card.tsx';

const STATUS = { PENDING: 'Waiting for approval', APPLIED: 'Applied', REJECTED: 'Rejected' };

/**
 * One balance adjustment: what, whose, why and who asked; a second finance person (never the one
 * who asked) approves or rejects a waiting one.
 */
export function AdjustmentCard({ a, viewerId }: { a: Adjustment; viewerId: string }) {
  const size = formatNaira(Math.abs(a.amount));
  const whose = a.balance === 'WALLET' ? `${a.owner}'s wallet` : `${a.owner}'s balance`;
  return (
    <ReviewCard
      kind="adjustments"
      id={a._id}
      title={a.amount > 0 ? `Add ${size} to ${whose}` : `Take ${size} from ${whose}`}
      status={STATUS[a.status]}
      waiting={a.status === 'PENDING'}
      decidable={a.status === 'PENDING' && a.requestedBy._id !== viewerId}
      lines={[
        `Why: ${a.reason}`,
        `Asked by ${a.requestedBy.name} on ${formatDate(a.createdAt, 'dateTime')}`,
        ...(a.decidedBy && a.decidedAt
          ? [
              `${a.status === 'APPLIED' ? 'Applied' : 'Rejected'} by ${a.decidedBy.name} on ${formatDate(a.decidedAt, 'dateTime')}${a.decisionReason ? `: ${a.decisionReason}` : ''}`,
            ]
          : a.status === 'PENDING' && a.requestedBy._id === viewerId
            ? ['A second finance person must approve it']
            : []),
      ]}
    />
  );
}
