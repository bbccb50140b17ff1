import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { Money } from '#web/components/money.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { cartLineControls } from '#web/features/cart/components/cart-line-controls.tsx';
import { CartLines } from '#web/features/cart/components/cart-lines.tsx';
import { EmptyCartPage } from '#web/features/cart/components/empty-cart.tsx';
import { useCart } from '#web/features/cart/use-cart.ts';
import columns from '#web/components/columns.module.css';

export default function CartScreen() {
  useDocumentTitle('Your cart | Oja');
  const { groups, items, subtotal } = useCart();

  if (items === 0) {
    return (
      <EmptyCartPage title="Your cart">
        Find something you like and add it to your cart. You can buy from several businesses at
        once.
      </EmptyCartPage>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Your cart
      </Title>
      <div className={columns.columns}>
        <div className={columns.main8}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {formatCountOf(items, 'item')} from{' '}
              {formatCountOf(groups.size, 'business', 'businesses')}. Each business sends its own
              order.
            </Text>
            <CartLines groups={groups} controls={cartLineControls} />
          </Stack>
        </div>
        <div className={columns.side4}>
          <Card withBorder radius="lg" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Summary
              </Title>
              <Group justify="space-between">
                <Text>Items ({items})</Text>
                <Money amount={subtotal} />
              </Group>
              <Group justify="space-between">
                <Text size="sm">Delivery</Text>
                <Text size="sm" c="dimmed">
                  At checkout
                </Text>
              </Group>
              <Button component={Link} to="/shopper/checkout" size="md" fullWidth>
                Checkout
              </Button>
              <Button component={Link} to="/shopper" variant="subtle" fullWidth>
                Continue shopping
              </Button>
            </Stack>
          </Card>
        </div>
      </div>
    </Stack>
  );
}
