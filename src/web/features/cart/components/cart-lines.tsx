import { ActionIcon, Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_LINE_QUANTITY, removeFromCart, setLineQuantity, type CartLine } from '#shared/cart.ts';
import { thumbnailUrl } from '#shared/media.ts';
import { Money } from '#web/components/money.tsx';
import { useClientStore } from '#web/lib/store.ts';

export const lineName = (line: CartLine) =>
  line.variant ? `${line.product.name} (${line.variant.name})` : line.product.name;

const variantLabel = (line: CartLine) =>
  line.variant
    ? `${line.variant.type.charAt(0).toUpperCase()}${line.variant.type.slice(1)}: ${line.variant.name}`
    : null;

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
      <Text w={28} ta="center" fw={600} aria-live="polite" aria-label={`${line.count} of ${name}`}>
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

function Line({ line, editable, onNavigate }: LinesProps & { line: CartLine }) {
  const updateCart = useClientStore((s) => s.updateCart);
  const variant = variantLabel(line);
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Avatar
        src={line.product.photo ? thumbnailUrl(line.product.photo) : null}
        alt=""
        size={editable ? 64 : 48}
        radius="md"
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/product/${line.product._id}`}
              c="dark.7"
              fw={600}
              size="sm"
              lineClamp={2}
              onClick={onNavigate}
            >
              {line.product.name}
            </Anchor>
            {variant && (
              <Text size="xs" c="dimmed">
                {variant}
              </Text>
            )}
          </Stack>
          <Money amount={line.product.unitPrice * line.count} size="sm" style={{ flexShrink: 0 }} />
        </Group>
        {editable ? (
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
        ) : (
          <Text size="xs" c="dimmed">
            {line.count} × <Money amount={line.product.unitPrice} size="xs" fw={500} />
          </Text>
        )}
      </Stack>
    </Group>
  );
}

type LinesProps = {
  /** Quantity steppers and remove buttons; off for the checkout summary. */
  editable: boolean;
  /** Called when a product link is followed (the drawer closes). */
  onNavigate?: () => void;
};

/** The cart's lines in one card per business, since each business gets its own order. */
export function CartLines({
  groups,
  names,
  footer,
  ...props
}: LinesProps & {
  groups: Map<string, CartLine[]>;
  /** Business names by id, when fresher than the ones saved with the lines. */
  names?: Record<string, string>;
  /** Extra content at the end of each business's card (delivery fee at checkout). */
  footer?: (businessId: string, lines: CartLine[]) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      {[...groups].map(([businessId, lines]) => (
        <Paper key={businessId} withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Text fw={700} size="sm" c="navy.9">
              {names?.[businessId] ?? lines[0]!.product.businessName ?? 'Seller'}
            </Text>
            {lines.map((line) => (
              <Line
                key={`${line.product._id}|${line.variant?.name ?? ''}`}
                line={line}
                {...props}
              />
            ))}
            {footer?.(businessId, lines)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
