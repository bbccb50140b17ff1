import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY, removeFromCart, setLineQuantity, type CartLine } from '#shared/cart.ts';
import { useClientStore } from '#web/lib/store.ts';
import { lineName } from './cart-lines.tsx';

function Stepper({ line }: { line: CartLine }) {
  const updateCart = useClientStore((s) => s.updateCart);
  const name = lineName(line);
  const set = (qty: number) =>
    updateCart((cart) => setLineQuantity(cart, line.product._id, qty, line.variant?.name));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`One less ${name}`}
        disabled={line.count <= 1}
        onClick={() => set(line.count - 1)}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <Text w={28} ta="center" fw={600} role="status" aria-label={`${line.count} of ${name}`}>
        {line.count}
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`One more ${name}`}
        disabled={line.count >= MAX_LINE_QUANTITY}
        onClick={() => set(line.count + 1)}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}

/** A cart line's quantity stepper and remove button (the cart page and drawer, not checkout). */
export function CartLineControls({ line }: { line: CartLine }) {
  const updateCart = useClientStore((s) => s.updateCart);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stepper line={line} />
      <ActionIcon
        variant="subtle"
        color="red.8"
        aria-label={`Remove ${lineName(line)}`}
        onClick={() =>
          updateCart((cart) => removeFromCart(cart, line.product._id, line.variant?.name))
        }
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** For `CartLines`' `controls`. */
export const cartLineControls = (line: CartLine) => <CartLineControls line={line} />;
