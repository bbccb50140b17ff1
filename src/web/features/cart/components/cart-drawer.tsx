import { Button, Divider, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Money } from '#web/components/money.tsx';
import { useClientStore } from '#web/lib/store.ts';
import { useCart } from '../use-cart.ts';
import { cartLineControls } from './cart-line-controls.tsx';
import { CartLines } from './cart-lines.tsx';

/** The cart as a side panel: lines by business, quantities, subtotal and the way to checkout. */
export default function CartDrawer() {
  const opened = useClientStore((s) => s.isOpen);
  const setOpen = useClientStore((s) => s.setCartOpen);
  const navigate = useNavigate();
  const { groups, items, subtotal } = useCart();
  const close = () => setOpen(false);

  return (
    <Drawer.Root opened={opened} onClose={close} position="right" size="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Stack h="100%" gap={0}>
          <Drawer.Header>
            <Drawer.Title fw={700} fz="lg">
              Your cart{items > 0 ? ` · ${formatCountOf(items, 'item')}` : ''}
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close cart" />
          </Drawer.Header>
          {items === 0 ? (
            <Stack px="md" py="xl">
              <EmptyState icon={<IconShoppingCart size={24} />} title="Your cart is empty">
                Products you add appear here, grouped by the business that sells them.
              </EmptyState>
              <Button component={Link} to="/explore" variant="light" onClick={close}>
                Start shopping
              </Button>
            </Stack>
          ) : (
            <>
              <ScrollArea style={{ flex: 1 }} px="md" type="auto">
                <CartLines groups={groups} controls={cartLineControls} onNavigate={close} />
              </ScrollArea>
              <Divider />
              <Stack gap="sm" p="md">
                <Group justify="space-between">
                  <Text fw={600}>Subtotal</Text>
                  <Money amount={subtotal} fz="lg" />
                </Group>
                <Text size="xs" c="dimmed">
                  Delivery is added at checkout, once you choose where to deliver.
                </Text>
                <Group grow gap="sm">
                  <Button component={Link} to="/shopper/cart" variant="default" onClick={close}>
                    View cart
                  </Button>
                  <Button
                    onClick={() => {
                      close();
                      navigate('/shopper/checkout');
                    }}
                  >
                    Checkout
                  </Button>
                </Group>
              </Stack>
            </>
          )}
        </Stack>
      </Drawer.Content>
    </Drawer.Root>
  );
}
