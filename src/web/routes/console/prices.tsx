import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { PRICE_GROUP_NAMES, PRICE_GROUPS } from '#shared/price-groups.ts';
import type { PriceItem } from '#shared/price-items.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { usePrices } from '#web/features/console/api/prices.ts';
import { PriceGroup } from '#web/features/console/components/price-group.tsx';

// The form's code comes after the screen shows.
const PriceForm = deferred(() =>
  import('#web/features/console/components/price-form.tsx').then((m) => m.PriceForm),
);

/** Finance: what Oja charges for its own plans, themes, super-likes and badges, and a new price. */
export default function ConsolePricesScreen() {
  useDocumentTitle('Prices | Oja console');
  const prices = usePrices();
  const [chosen, setItem] = useState<PriceItem | null>(null);
  const item = chosen ?? prices.data?.[0]?.item ?? null;
  const form = useRef<HTMLHeadingElement>(null);
  const change = (chosen: PriceItem) => {
    setItem(chosen);
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Prices
        </Title>
        <Text c="dimmed">
          What Oja charges for its own plans, store themes, super-likes and badges. A new price
          starts now or later; what was bought keeps its price, and a renewal never costs more than
          the term it renews.
        </Text>
      </Stack>
      {prices.isPending && <Skeleton h={320} radius="md" />}
      {prices.isError && <LoadError what="the prices" onRetry={() => prices.refetch()} />}
      {prices.data &&
        PRICE_GROUPS.map((group) => (
          <PriceGroup
            key={group}
            title={PRICE_GROUP_NAMES[group]}
            items={prices.data.filter((p) => p.group === group)}
            onChange={change}
          />
        ))}
      <Stack gap="sm">
        <Title order={2} fz="lg" ref={form} tabIndex={-1}>
          Set a new price
        </Title>
        <Suspense fallback={<Skeleton h={300} radius="md" />}>
          {prices.data && item && <PriceForm items={prices.data} item={item} onItem={setItem} />}
        </Suspense>
      </Stack>
    </Stack>
  );
}
