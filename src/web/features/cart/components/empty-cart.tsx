import { Button, Group, Stack, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Panel } from '#web/components/plain.tsx';

/** A cart or checkout page with nothing in the cart: what to do next. */
export function EmptyCartPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Panel padding="xl">
        <EmptyState icon={<IconShoppingCart size={24} />} title="Your cart is empty">
          {children}
        </EmptyState>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/shopper">
            Start shopping
          </Button>
        </Group>
      </Panel>
    </Stack>
  );
}
