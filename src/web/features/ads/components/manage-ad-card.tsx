import { Button, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { AD_PLACEMENT_LABELS, AD_STATUS_LABELS, type AdStatus } from '#shared/ads.ts';
import { formatDate } from '#shared/dates.ts';
import { formatCountOf, formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { AdView } from '#shared/schemas/ads.ts';
import { Notice, Panel, Thumb } from '#web/components/plain.tsx';
import classes from './manage-ad-card.module.css';
import links from '#web/components/links.module.css';

const STATUS_COLOURS: Record<AdStatus, string> = {
  AWAITING_PAYMENT: 'gray-7',
  PENDING: 'indigo-9',
  ACTIVE: 'teal-9',
  PAUSED: 'grape-9',
  REJECTED: 'red-9',
  COMPLETED: 'navy-8',
  CANCELLED: 'gray-7',
};

const KIND_WORDS = { PRODUCT: 'Product', POST: 'Post', STORE: 'Store' } as const;

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const style = {
    '--status-bg': `var(--mantine-color-${STATUS_COLOURS[status]})`,
  } as CSSProperties;
  return (
    <span className={classes.status} style={style}>
      {AD_STATUS_LABELS[status]}
    </span>
  );
}

/** What the ad is doing now, in a line. */
function statusNote(ad: AdView): string | null {
  switch (ad.status) {
    case 'AWAITING_PAYMENT':
      return 'Waiting for your card payment to be confirmed.';
    case 'PENDING':
      return 'Paid. Oja is checking it and it starts showing once approved, usually within a day.';
    case 'PAUSED':
      return 'Paused: not shown and not charged until you resume it.';
    default:
      return null;
  }
}

function when(ad: AdView): string {
  if (ad.startsAt && ad.endsAt) return `${formatDate(ad.startsAt)} to ${formatDate(ad.endsAt)}`;
  return `Paid ${formatDate(ad.createdAt)}`;
}

export type AdAction = 'PAUSE' | 'RESUME' | 'END' | 'FIGURES';

/** One of the owner's ads: what it promotes, its status, money and counts, and what can be done. */
export function ManageAdCard({
  ad,
  busy,
  onAction,
}: {
  ad: AdView;
  /** Which of its changes is being sent. */
  busy: AdAction | null;
  onAction: (action: AdAction) => void;
}) {
  const account = ad.account;
  const running = ad.status === 'ACTIVE' || ad.status === 'PAUSED' || ad.status === 'PENDING';
  const note = statusNote(ad);
  const spentShare =
    account && account.budget > 0 ? Math.min(100, (account.spent / account.budget) * 100) : 0;
  return (
    <Panel padding="sm" role="article" aria-label={ad.target.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            <Thumb src={ad.target.image ? thumbnailUrl(ad.target.image) : null} size={56} />
            <Stack gap={2} miw={0}>
              <Text
                component={Link}
                to={ad.target.path}
                className={links.hover}
                fw={600}
                size="sm"
                c="dark.7"
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {ad.target.title}
              </Text>
              <Text size="xs" c="dimmed">
                {KIND_WORDS[ad.kind]} ·{' '}
                {ad.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(', ')}
              </Text>
              {ad.headline && (
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  “{ad.headline}”
                </Text>
              )}
            </Stack>
          </Group>
          <AdStatusBadge status={ad.status} />
        </Group>

        {account && (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                Spent <b>{formatNaira(account.spent)}</b> of {formatNaira(account.budget)}
              </Text>
              <Text size="xs" c="dimmed">
                {when(ad)}
              </Text>
            </Group>
            <div
              className={classes.bar}
              role="progressbar"
              aria-label={`Spent ${formatNaira(account.spent)} of ${formatNaira(account.budget)}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(spentShare)}
            >
              <div className={classes.fill} style={{ width: `${spentShare}%` }} />
            </div>
            <Text size="sm">
              {formatCountOf(account.impressions, 'time shown', 'times shown')} ·{' '}
              {formatCountOf(account.clicks, 'click')} · at most {formatNaira(account.maxCpc)} a
              click
            </Text>
            {account.refunded > 0 && ad.status !== 'REJECTED' && (
              <Text size="sm" c="teal.9">
                {formatNaira(account.refunded)} went back to your wallet.
              </Text>
            )}
          </Stack>
        )}

        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {ad.status === 'REJECTED' && (
          <Notice color="red" title="Why Oja turned it down">
            {account?.rejectReason ?? 'No reason was given.'} The whole amount went back to your
            wallet.
          </Notice>
        )}

        <Group gap="xs">
          {ad.status !== 'AWAITING_PAYMENT' && (
            <Button size="xs" variant="light" onClick={() => onAction('FIGURES')}>
              Figures
            </Button>
          )}
          {ad.status === 'ACTIVE' && (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'PAUSE'}
              onClick={() => onAction('PAUSE')}
            >
              Pause
            </Button>
          )}
          {ad.status === 'PAUSED' && (
            <Button size="xs" loading={busy === 'RESUME'} onClick={() => onAction('RESUME')}>
              Resume
            </Button>
          )}
          {running && (
            <Button size="xs" variant="default" c="red.9" onClick={() => onAction('END')}>
              End
            </Button>
          )}
        </Group>
      </Stack>
    </Panel>
  );
}
