import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AD_STATUS_LABELS } from '#shared/ads.ts';
import { formatDate } from '#shared/dates.ts';
import { formatCountOf, formatNaira } from '#shared/format.ts';
import type { AdView } from '#shared/schemas/ads.ts';
import type { BadgeRequest } from '#shared/schemas/badges.ts';
import type { ListingRequest } from '#shared/schemas/businesses.ts';
import { LightSegments } from '#web/components/light-segments.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useReviewQueue, type ReviewKind } from '#web/features/console/api/reviews.ts';
import { useConsoleMe } from '#web/features/console/api/console-me.ts';
import { QueueStatus } from '#web/features/console/components/queue-status.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { ReviewCard } from '#web/features/console/components/review-card.tsx';

const BADGE_KINDS = { PERSONAL: 'Personal', CREATOR: 'Creator', BUSINESS: 'Business' } as const;
const BADGE_STATUS = { PENDING: 'Waiting', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

function BadgeCard({ r }: { r: BadgeRequest }) {
  return (
    <ReviewCard
      kind="badges"
      id={r._id}
      title={`${BADGE_KINDS[r.kind]} verification: ${r.subjectName}`}
      status={BADGE_STATUS[r.status]}
      waiting={r.status === 'PENDING'}
      lines={[
        `Asked by ${r.requester.firstName} ${r.requester.lastName} (@${r.requester.handle}) on ${formatDate(r.createdAt, 'date')}`,
        `Paid ${formatNaira(r.fee)}${r.refunded ? ', refunded' : ''}`,
        ...(r.reason ? [`Reason: ${r.reason}`] : []),
      ]}
      link={r.kind === 'BUSINESS' ? undefined : `/u/${r.requester.handle}`}
    />
  );
}

function AdCard({ ad }: { ad: AdView }) {
  const a = ad.account;
  return (
    <ReviewCard
      kind="ads"
      id={ad._id}
      title={ad.headline ?? ad.target.title}
      status={AD_STATUS_LABELS[ad.status]}
      waiting={ad.status === 'PENDING'}
      lines={[
        `Promotes ${ad.target.title}${ad.target.subtitle ? ` (${ad.target.subtitle})` : ''}`,
        a
          ? `${formatNaira(a.dailyBudget)} a day for ${formatCountOf(a.days, 'day')}, up to ${formatNaira(a.maxCpc)} a click`
          : '',
        ...(a?.rejectReason ? [`Reason: ${a.rejectReason}`] : []),
      ].filter(Boolean)}
      link={ad.target.path}
    />
  );
}

const LISTING_STATUS = { PENDING: 'Waiting', APPROVED: 'Listed', REJECTED: 'Declined' } as const;

function ListingCard({ r }: { r: ListingRequest }) {
  const b = r.business;
  return (
    <ReviewCard
      kind="listings"
      id={r._id}
      title={`Marketplace listing: ${b.name}`}
      status={LISTING_STATUS[r.status]}
      waiting={r.status === 'PENDING'}
      lines={[
        `Asked by ${r.owner.name} (@${r.owner.handle}) on ${formatDate(r.requestedAt, 'date')}`,
        `Open since ${formatDate(b.openedAt, 'date')}${b.state ? ` in ${b.state}` : ''}, ${formatCountOf(b.followers, 'follower')}${b.active ? '' : ', closed now'}`,
        ...(r.reason ? [`Reason: ${r.reason}`] : []),
      ]}
      link={`/store/${b.handle}`}
    />
  );
}

/** What this screen reviews (finance's adjustments are on the Money screen). */
type Kind = Exclude<ReviewKind, 'adjustments'>;

const NOUNS: Record<Kind, string> = { badges: 'request', ads: 'ad', listings: 'request' };
const KIND_LABELS: Record<Kind, string> = {
  badges: 'Verification',
  ads: 'Ads',
  listings: 'Listings',
};

function Queue({ kind, status }: { kind: Kind; status: 'PENDING' | 'DECIDED' }) {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(kind, { status, page });
  return (
    <QueueList<BadgeRequest | AdView | ListingRequest>
      query={queue}
      what="the queue"
      noun={NOUNS[kind]}
      empty={status === 'PENDING' ? 'Nothing is waiting for review' : 'Nothing reviewed yet'}
      page={page}
      onPage={setPage}
    >
      {(item) =>
        kind === 'badges' ? (
          <BadgeCard key={item._id} r={item as BadgeRequest} />
        ) : kind === 'ads' ? (
          <AdCard key={item._id} ad={item as AdView} />
        ) : (
          <ListingCard key={item._id} r={item as ListingRequest} />
        )
      }
    </QueueList>
  );
}

/** Verification requests, ads and listing requests waiting for review, as the staff member's roles allow. */
export default function ConsoleReviewsScreen() {
  useDocumentTitle('Reviews | Oja console');
  const { data: me } = useConsoleMe(true);
  const kinds: Kind[] = [
    ...(me?.permissions.includes('badges.review') ? (['badges'] as const) : []),
    ...(me?.permissions.includes('ads.review') ? (['ads'] as const) : []),
    ...(me?.permissions.includes('listings.review') ? (['listings'] as const) : []),
  ];
  const [chosen, setKind] = useState<Kind | null>(null);
  const [status, setStatus] = useState<'PENDING' | 'DECIDED'>('PENDING');
  const kind = chosen ?? kinds[0];
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Reviews
        </Title>
        <Text c="dimmed">
          Verification requests, ads and stores asking to be listed on the marketplace wait here
          until someone decides. A rejection tells the requester why, and gives back what they paid.
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap">
        {kind && kinds.length > 1 && (
          <LightSegments<Kind>
            label="What"
            value={kind}
            onChange={setKind}
            options={kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
        )}
        <QueueStatus waiting="PENDING" value={status} onChange={setStatus} />
      </Group>
      {kind && <Queue key={`${kind}-${status}`} kind={kind} status={status} />}
    </Stack>
  );
}
