import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { orderNumber } from '#shared/order-flow.ts';
import { deferred } from '#web/components/deferred.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useMyOrders } from '#web/features/orders/api/orders.ts';
import { HelpTopics } from '#web/features/support/components/help-topics.tsx';
import type { OrderChoice } from '#web/features/support/components/support-request-form.tsx';
import { useClientStore } from '#web/lib/store.ts';

// Under the common questions, past the first screen: their code comes while the answers show.
const SupportRequestForm = deferred(() =>
  import('#web/features/support/components/support-request-form.tsx').then(
    (m) => m.SupportRequestForm,
  ),
);
const MySupportRequests = deferred(() =>
  import('#web/features/support/components/my-support-requests.tsx').then(
    (m) => m.MySupportRequests,
  ),
);

const formSkeleton = <Skeleton h={420} radius="lg" />;

/** How many recent orders the request form offers to pick from. */
const RECENT_ORDERS = 10;

/**
 * Support, for everyone: answers to the common questions, then a request to Oja support (a
 * visitor gives name and e-mail), then a signed-in user's own requests.
 */
export default function SupportScreen() {
  useDocumentTitle('Contact support | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  const orders = useMyOrders(
    { orderByCustomerId: me.data?._id ?? '', page: 1 },
    signedIn && me.data !== undefined,
  );
  const choices: OrderChoice[] | undefined = orders.data?.results
    .slice(0, RECENT_ORDERS)
    .map((o) => ({
      value: o._id,
      label: `${orderNumber(o._id)} · ${o.business.name} · ${formatNaira(o.totalAmount)} · ${formatDate(o.createdAt)}`,
    }));
  // A signed-in shopper's form waits for their orders (a failed look-up leaves a typed number).
  const ordersLoading = signedIn && (me.isPending || orders.isPending) && !orders.isError;

  return (
    <Stack gap="xl" maw={900}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Help and support
        </Title>
        {me.data?.role === 'admin' && (
          <Group>
            <Button component={Link} to="/console/support" variant="light">
              Open the support inbox
            </Button>
            <Button component={Link} to="/shopper/support/synonyms" variant="light">
              Search synonyms
            </Button>
            <Button component={Link} to="/shopper/support/vouchers" variant="light">
              Oja vouchers
            </Button>
            <Button component={Link} to="/shopper/support/referrals" variant="light">
              Flagged referrals
            </Button>
          </Group>
        )}
        <Text c="dimmed">
          Answers to the questions we hear most. Still stuck? Send us a request below: we answer
          every one, usually within one working day (Monday to Saturday, 8am–8pm WAT).
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="xl">
          Common questions
        </Title>
        <HelpTopics />
      </Stack>

      {/* The form waits for its code and, for a signed-in shopper, for their orders. */}
      <Suspense fallback={formSkeleton}>
        {ordersLoading ? (
          formSkeleton
        ) : (
          <SupportRequestForm signedIn={signedIn} orders={signedIn ? (choices ?? []) : undefined} />
        )}
      </Suspense>

      {signedIn ? (
        <Suspense fallback={<Skeleton h={120} radius="lg" />}>
          <MySupportRequests />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          Have an account?{' '}
          <Anchor
            component={Link}
            to="/auth/login?redirect=%2Fshopper%2Fsupport"
            underline="always"
          >
            Log in
          </Anchor>{' '}
          to ask about your orders and see all your requests here.
        </Text>
      )}
    </Stack>
  );
}
