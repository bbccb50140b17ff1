import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '#shared/cart.ts';
import { Panel, Thumb } from '#web/components/plain.tsx';
import { Money } from '#web/components/money.tsx';
import links from '#web/components/links.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

export const lineName = (line: CartLine) =>
  line.variant ? `${line.product.name} (${line.variant.name})` : line.product.name;

const variantLabel = (line: CartLine) =>
  line.variant
    ? `${line.variant.type.charAt(0).toUpperCase()}${line.variant.type.slice(1)}: ${line.variant.name}`
    : null;

function Line({ line, controls, onNavigate }: LinesProps & { line: CartLine }) {
  const pictures = usePictures();
  const variant = variantLabel(line);
  const size = controls ? 64 : 48;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Thumb src={line.product.photo && pictures.thumb(line.product.photo)} size={size} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* Text as a link: Mantine's Anchor is a module more on checkout's first screen. */}
            <Text
              component={Link}
              to={`/product/${line.product._id}`}
              className={links.hover}
              c="dark.7"
              fw={600}
              size="sm"
              lineClamp={2}
              onClick={onNavigate}
            >
              {line.product.name}
            </Text>
            {variant && (
              <Text size="xs" c="dimmed">
                {variant}
              </Text>
            )}
          </Stack>
          <Money amount={line.product.unitPrice * line.count} size="sm" style={{ flexShrink: 0 }} />
        </Group>
        {controls ? (
          controls(line)
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
  /** A line's quantity stepper and remove button (the cart's), or none (checkout's summary). */
  controls?: (line: CartLine) => ReactNode;
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
        <Panel key={businessId} padding="sm" radius="md">
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
        </Panel>
      ))}
    </Stack>
  );
}
