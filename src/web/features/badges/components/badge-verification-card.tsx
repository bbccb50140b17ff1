import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import { formatProgress } from '#shared/progress.ts';
import type { BadgeRequirement, BadgeVerification } from '#shared/schemas/badges.ts';
import { BADGE_KIND_LABELS } from '#shared/limits.ts';
import { usePayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { payText } from '#web/lib/points.ts';
import {
  useBadgePaymentResult,
  useBadgeVerification,
  usePayBadge,
} from '../api/badge-verification.ts';
import type { BadgeSubject } from '../api/keys.ts';

// Only a user who has asked for the badge has a request to show: its code comes for them.
const RequestStatus = deferred(() =>
  import('./badge-request-status.tsx').then((m) => m.RequestStatus),
);

const figure = (r: BadgeRequirement) => {
  if (r.current === null || r.target === null) return null;
  if (r.key === 'openReturns') return r.current === 0 ? 'none open' : `${r.current} open`;
  return formatProgress(r.current, r.target);
};

function Checklist({ requirements }: { requirements: BadgeRequirement[] }) {
  return (
    <List spacing="xs" listStyleType="none" aria-label="Requirements" p={0}>
      {requirements.map((r) => (
        <List.Item
          key={r.key}
          icon={
            <ThemeIcon
              size={22}
              radius="xl"
              color={r.met ? 'teal' : 'gray'}
              variant={r.met ? 'filled' : 'light'}
              aria-hidden="true"
            >
              {r.met ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
          }
        >
          <Text size="sm" span>
            {r.label}
            {figure(r) && (
              <Text span c="dimmed" size="sm">
                {' '}
                — {figure(r)}
              </Text>
            )}
            <VisuallyHidden>{r.met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function PayForm({
  subject,
  data,
  walletBalance,
}: {
  subject: BadgeSubject;
  data: BadgeVerification;
  walletBalance: number | undefined;
}) {
  // Points when the user uses them; then the wallet when it covers the rest, else card: never
  // a way that cannot pay.
  const points = usePointsFor(data.fee);
  const [payWith, setPayWith] = usePayWith(walletBalance, points.rest);
  // One key per request, way of paying and points: tapping Pay again while the first is on its
  // way pays once; choosing another way or other points is another request.
  const [key] = useState(newIdempotencyKey);
  const pay = usePayBadge(subject, data.kind);
  const open = data.request && data.request.status !== 'REJECTED';
  if (open) return null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        pay.mutate({
          payWith,
          points: points.points,
          key: `${key}-${payWith}-${points.points}`,
          fee: data.fee,
        });
      }}
    >
      <Stack gap="sm">
        <PointsAndPayWith
          points={points}
          price={data.fee}
          balance={walletBalance}
          value={payWith}
          onChange={setPayWith}
        />
        <Button
          type="submit"
          loading={pay.isPending}
          // Until the balance is known, no way of paying is chosen for the user.
          disabled={!data.eligible || (walletBalance === undefined && points.rest > 0)}
          w={{ base: '100%', xs: 'auto' }}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {payText(points)} and request verification
        </Button>
        {!data.eligible && (
          <Text size="sm" c="dimmed">
            Meet every requirement above to request the badge.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** A badge's checklist, fee, payment and the latest request, for a user or a business. */
export function BadgeVerificationCard({
  subject,
  paymentId = null,
  title,
  walletBalance,
}: {
  subject: BadgeSubject;
  paymentId?: string | null;
  title?: string;
  /** The payer's wallet balance (naira; unknown while it loads), to offer a way that can pay. */
  walletBalance: number | undefined;
}) {
  const status = useBadgeVerification(subject);
  const checking = useBadgePaymentResult(subject, paymentId);
  if (status.isPending || (paymentId && checking.isPending))
    return <Skeleton h={320} radius="lg" aria-busy="true" />;
  if (status.isError)
    return <LoadError what="your verification checklist" onRetry={() => status.refetch()} />;
  const data = status.data;
  const met = data.requirements.filter((r) => r.met).length;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {title ?? BADGE_KIND_LABELS[data.kind]}
          </Title>
          <Badge variant="filled" color={data.eligible ? 'teal.9' : 'gray.7'}>
            {met} of {data.requirements.length} met
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          A blue tick next to the name tells shoppers Oja has checked who you are. The fee is{' '}
          <Text span fw={700} c="dark">
            {formatNaira(data.fee)}
          </Text>
          , refunded to your wallet if your request is not approved.
        </Text>
        <Checklist requirements={data.requirements} />
        {data.request && (
          <Suspense fallback={null}>
            <RequestStatus data={data} />
          </Suspense>
        )}
        <PayForm subject={subject} data={data} walletBalance={walletBalance} />
      </Stack>
    </Card>
  );
}
