import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { PriceItem } from '#shared/price-items.ts';
import type { Price, PriceItemView } from '#shared/schemas/prices.ts';

const since = (p: Price) =>
  p.effectiveFrom ? `since ${formatDate(p.effectiveFrom, 'dateTime')}` : 'Oja’s configured price';

/** Where the current price came from: its start, why and who set it. */
function origin(p: Price) {
  return p.reason ? `${since(p)} — ${p.reason} (${p.setBy ?? 'Oja staff'})` : since(p);
}

function PriceRow(props: { item: PriceItemView; onChange: (item: PriceItem) => void }) {
  const { item } = props;
  const before = item.past[0];
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{item.name}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {origin(item.current)}
            {before ? `; before: ${formatNaira(before.price)}` : ''}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatNaira(item.current.price)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => props.onChange(item.item)}
            aria-label={`Change the price of the ${item.name}`}
          >
            Change
          </Button>
        </Stack>
      </Group>
      {item.scheduled.map((p) => (
        <Text key={p._id} size="sm" c="blue.8">
          {formatNaira(p.price)} from {formatDate(p.effectiveFrom!, 'dateTime')}
        </Text>
      ))}
    </Stack>
  );
}

/** One group of Oja's prices (plans, themes, super-likes or badges), each with its history. */
export function PriceGroup(props: {
  title: string;
  items: PriceItemView[];
  onChange: (item: PriceItem) => void;
}) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {props.title}
        </Title>
        {props.items.map((item) => (
          <PriceRow key={item.item} item={item} onChange={props.onChange} />
        ))}
      </Stack>
    </Card>
  );
}
