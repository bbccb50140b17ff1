import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import type { SubscribeResult } from '#shared/schemas/creator-subscriptions.ts';
import { useSubscriptionOffer } from '../api/offer.ts';
import { formatDate } from '#shared/dates.ts';

// The dialog (payment choice, months) is fetched when first opened, not with the profile.
const SubscribeDialog = lazy(() => import('./subscribe-dialog.tsx'));

/**
 * A creator's subscription offer on their profile: price a month, what subscribers get, and the
 * viewer's own subscription. Nothing shows when the creator offers none.
 */
export function SubscribeCard({
  creatorId,
  creatorName,
  isSelf,
  requireLogin,
  walletBalance,
  onSubscribed,
}: {
  creatorId: string;
  creatorName: string;
  isSelf: boolean;
  /** Runs the action for a signed-in user; a visitor is asked to log in first. */
  requireLogin: (action: () => void) => void;
  /** The viewer's wallet balance (naira; unknown while it loads or for a visitor). */
  walletBalance?: number;
  onSubscribed?: (result: SubscribeResult) => void;
}) {
  const { data: offer, isPending, isError } = useSubscriptionOffer(creatorId);
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);

  if (isPending)
    return <Skeleton h={96} radius="md" role="status" aria-label="Loading the subscription" />;
  if (isError || !offer) return null;
  const mine = offer.mine;
  const subscribed = mine?.hasAccess ?? false;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Subscription">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconLock size={18} aria-hidden="true" />
            <Text fw={700}>Subscribe to {creatorName}</Text>
          </Group>
          <Text fw={700}>
            {formatNaira(offer.price)}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              / month
            </Text>
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {offer.perks}
        </Text>
        {isSelf ? (
          <Text size="sm" c="dimmed">
            This is how fans see your offer.
          </Text>
        ) : subscribed && mine ? (
          <Text size="sm" c="teal.9" fw={600}>
            {mine.cancelAtPeriodEnd
              ? `Subscribed until ${formatDate(mine.currentPeriodEnd)} (will not renew)`
              : `Subscribed · renews ${formatDate(mine.currentPeriodEnd)}`}
          </Text>
        ) : null}
        {!isSelf && subscribed && mine?.newPrice != null && mine.newPriceFrom && (
          <Text size="sm">
            You pay {formatNaira(mine.price)} a month.{' '}
            {mine.newPriceAccepted
              ? `You accepted ${formatNaira(mine.newPrice)} a month from ${formatDate(mine.newPriceFrom)}.`
              : `The new price, ${formatNaira(mine.newPrice)}, applies from ${formatDate(mine.newPriceFrom)} only if you accept it.`}{' '}
            <Anchor component={Link} to="/shopper/my-subscription" size="sm">
              Answer on My plan
            </Anchor>
          </Text>
        )}
        {!isSelf && (!subscribed || mine?.cancelAtPeriodEnd) && (
          <Button
            w={{ base: '100%', xs: 'fit-content' }}
            disabled={!offer.isOpen && !subscribed}
            onClick={() =>
              requireLogin(() => {
                setUsed(true);
                setOpened(true);
              })
            }
          >
            {subscribed
              ? 'Keep my subscription'
              : offer.isOpen
                ? `Subscribe for ${formatNaira(offer.price)}/month`
                : 'Not taking new subscribers'}
          </Button>
        )}
      </Stack>
      {used && (
        <Suspense fallback={null}>
          <SubscribeDialog
            opened={opened}
            onClose={() => setOpened(false)}
            creatorId={creatorId}
            creatorName={creatorName}
            price={subscribed && mine ? mine.price : offer.price}
            resume={subscribed}
            walletBalance={walletBalance}
            onSubscribed={(result) => {
              setOpened(false);
              onSubscribed?.(result);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
