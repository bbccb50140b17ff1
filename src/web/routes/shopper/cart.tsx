import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { Money } from '#web/components/money.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { cartLineControls } from '#web/features/cart/components/cart-line-controls.tsx';
import { CartLines } from '#web/features/cart/components/cart-lines.tsx';
import { EmptyCartPage } from '#web/features/cart/components/empty-cart.tsx';
import { useCart } from '#web/features/cart/use-cart.ts';
import { useMe } from '#web/features/users/api/get-me.ts';
import columns from '#web/components/columns.module.css';

export default function CartScreen() {
  useDocumentTitle('Your cart | Oja');
  const { groups, items, subtotal } = useCart();
  const { data: me } = useMe();
  // Products of the shopper's own business (added before they opened it) cannot be bought.
  const own = new Set((me?.businesses ?? []).map((b) => b._id).filter((id) => groups.has(id)));

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
            <CartLines
              groups={groups}
              controls={cartLineControls}
              footer={(id) =>
                own.has(id) && (
                  <Text size="sm" c="red.8">
                    This is your own business: you cannot buy from it. Remove its products to check
                    out.
                  </Text>
                )
              }
            />
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
              {own.size > 0 ? (
                <Button size="md" fullWidth disabled>
                  Checkout
                </Button>
              ) : (
                <Button component={Link} to="/shopper/checkout" size="md" fullWidth>
                  Checkout
                </Button>
              )}
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
