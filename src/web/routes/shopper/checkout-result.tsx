import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import type { Transaction } from '#shared/schemas/orders.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Money } from '#web/components/money.tsx';
import { PushOffer } from '#web/components/push-offer.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { usePaymentResult } from '#web/features/orders/api/transaction.ts';
import { useClientStore } from '#web/lib/store.ts';

function OrdersOf({ transaction }: { transaction: Transaction }) {
  return (
    <Stack gap="xs">
      {transaction.orders.map((o) => (
        <Paper
          key={o._id}
          component={Link}
          to={`/shopper/my-order/${o._id}`}
          withBorder
          radius="md"
          p="sm"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={o.business.logo} alt="" radius="md" size={40} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  Order from {o.business.name}
                </Text>
                <Text size="xs" c="dimmed">
                  View order
                </Text>
              </Stack>
            </Group>
            <Money amount={o.totalAmount} size="sm" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The outcome's icon, heading and amount line. */
function Outcome({
  icon: Icon,
  color,
  title,
  children,
}: {
  icon: typeof IconCircleCheck;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={44} radius="xl" color={color}>
        <Icon size={28} />
      </ThemeIcon>
      <Stack gap={0}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

// For signed-in shoppers only: the route says so (`signedIn`) and the shopper layout asks them
// to log in first.
export default function CheckoutResultScreen() {
  const [params] = useSearchParams();
  const orderPay = useClientStore((s) => s.orderPay);
  const transactionId = params.get('transaction') ?? orderPay?.transactionId ?? null;
  const result = usePaymentResult(transactionId);
  const emptyCart = useClientStore((s) => s.emptyCart);
  const setOrderPay = useClientStore((s) => s.setOrderPay);
  const setCheckout = useClientStore((s) => s.setCheckout);
  const status = result.data?.status;
  useDocumentTitle(
    status === 'SUCCESS'
      ? 'Payment successful | Oja'
      : status === 'FAILED'
        ? 'Payment declined | Oja'
        : 'Payment | Oja',
  );

  useEffect(() => setCheckout(false), [setCheckout]);
  useEffect(() => {
    // The cart empties only once the payment is confirmed; a declined one keeps it to try again.
    if (status === 'SUCCESS') emptyCart();
    if (status && status !== 'PENDING' && orderPay?.transactionId === transactionId)
      setOrderPay(null);
  }, [status, emptyCart, setOrderPay, orderPay?.transactionId, transactionId]);

  if (!transactionId) {
    return (
      <Alert color="navy" variant="light" title="No payment to show" maw={600}>
        Your orders and their payments are under{' '}
        <Anchor component={Link} to="/shopper/my-order" underline="always" inherit>
          My orders
        </Anchor>
        .
      </Alert>
    );
  }
  if (result.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" aria-busy="true">
        <Loader />
        <Text>Confirming your payment…</Text>
      </Stack>
    );
  }
  if (result.isError || !result.data) {
    return <LoadError what="your payment" onRetry={() => result.refetch()} />;
  }

  const t = result.data;
  const count = formatCountOf(t.orders.length, 'order');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      {t.status === 'SUCCESS' ? (
        <Stack gap="md">
          <Outcome icon={IconCircleCheck} color="teal.9" title="Payment successful">
            You paid <Money amount={t.amount} size="sm" c="dark.7" /> for {count}.
          </Outcome>
          <Text size="sm">
            Each business has your order now and will accept it shortly. Your money is held safely
            until you confirm you received it.
          </Text>
          <OrdersOf transaction={t} />
          <PushOffer why="Get a notification on this phone when your order is accepted, sent and delivered." />
          <Group gap="sm">
            <Button component={Link} to="/shopper/my-order">
              My orders
            </Button>
            <Button component={Link} to="/shopper" variant="default">
              Continue shopping
            </Button>
          </Group>
        </Stack>
      ) : t.status === 'PENDING' ? (
        <Stack gap="md">
          <Outcome icon={IconClockHour4} color="amber.7" title="Waiting for your payment">
            <Money amount={t.amount} size="sm" c="dark.7" /> for {count}
          </Outcome>
          <Text size="sm">
            We have not heard from your bank yet. If you finished paying, this can take a minute.
            Your cart is kept until the payment goes through.
          </Text>
          <Group gap="sm">
            <Button loading={result.isFetching} onClick={() => result.refetch()}>
              Check again
            </Button>
            <Button component={Link} to="/shopper/checkout" variant="default">
              Back to checkout
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Outcome
            icon={IconCircleX}
            color="red.8"
            title={
              t.status === 'REVERSED'
                ? 'Payment reversed'
                : t.status === 'CANCELLED'
                  ? 'Checkout cancelled'
                  : 'Payment was declined'
            }
          >
            <Money amount={t.amount} size="sm" c="dark.7" /> for {count}
          </Outcome>
          <Text size="sm">
            {t.status === 'REVERSED'
              ? 'It arrived after your order had expired, so the full amount went to your Oja wallet.'
              : t.status === 'CANCELLED'
                ? 'You cancelled this checkout, so nothing was charged. Your cart is still here.'
                : 'Your card was not charged. Your cart is still here, so you can try again or use another card.'}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/shopper/checkout">
              Try again
            </Button>
            <Button component={Link} to="/shopper/cart" variant="default">
              View cart
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
