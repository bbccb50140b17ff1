import { Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  MAX_AD_CPC,
  MAX_AD_DAILY_BUDGET,
  MAX_AD_DAYS,
  MIN_AD_CPC,
  MIN_AD_DAILY_BUDGET,
} from '#shared/ads.ts';
import { formatCountOf, formatNaira, formatNumber } from '#shared/format.ts';
import { useAdReach } from '../api/manage-reach.ts';
import { draftTotal, type AdDraft } from './ad-order.ts';

const count = (n: number) => formatNumber(n);
const range = (r: { low: number; high: number }) =>
  r.low === r.high ? count(r.low) : `${count(r.low)}–${count(r.high)}`;

/** What the budget is likely to buy a day, from the clicks and prices of the last 30 days. */
function Reach({ dailyBudget, maxCpc }: { dailyBudget: number | ''; maxCpc: number | '' }) {
  // Asked once the owner stops typing.
  const [asked] = useDebouncedValue({ dailyBudget, maxCpc }, 400);
  const reach = useAdReach(Number(asked.dailyBudget || 0), Number(asked.maxCpc || 0));
  const data = reach.data;
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-labelledby="ad-reach-title">
      <Text fw={600} size="sm" id="ad-reach-title">
        Estimated reach a day
      </Text>
      {!reach.isEnabled && !data ? (
        <Text size="sm" c="dimmed">
          Enter a daily budget and a price per click to see what they are likely to bring.
        </Text>
      ) : reach.isError && !data ? (
        <Text size="sm" c="dimmed">
          The estimate is not available just now; you can still run the ad.
        </Text>
      ) : !data ? (
        <Skeleton h={44} mt={4} aria-label="Loading the estimate" role="status" />
      ) : (
        <Stack gap={2} mt={4} style={{ opacity: reach.isPlaceholderData ? 0.6 : 1 }}>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <Text span fw={700} fz="lg" c="navy.9">
                {range(data.clicksPerDay)}
              </Text>{' '}
              clicks
            </Text>
            <Text size="sm">
              <Text span fw={700} fz="lg" c="navy.9">
                {range(data.impressionsPerDay)}
              </Text>{' '}
              times shown
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            A click costs about {formatNaira(Math.round(data.typicalCpc))} lately. An estimate, not
            a promise: it depends on how many shoppers are around and on other ads.
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** How much a day, for how many days, the most a click may cost, the total and its reach. */
export function AdBudgetStep({
  draft,
  errors,
  onChange,
}: {
  draft: AdDraft;
  errors: Partial<Record<keyof AdDraft, string>>;
  onChange: (patch: Partial<AdDraft>) => void;
}) {
  const total = draftTotal(draft);
  const whole = (v: string | number): number | '' => (v === '' ? '' : Number(v));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Daily budget"
          description={`At least ${formatNaira(MIN_AD_DAILY_BUDGET)}`}
          prefix="₦"
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          min={MIN_AD_DAILY_BUDGET}
          max={MAX_AD_DAILY_BUDGET}
          step={100}
          value={draft.dailyBudget}
          onChange={(v) => onChange({ dailyBudget: whole(v) })}
          error={errors.dailyBudget}
        />
        <NumberInput
          label="Days"
          description={`1 to ${MAX_AD_DAYS}`}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={MAX_AD_DAYS}
          value={draft.days}
          onChange={(v) => onChange({ days: whole(v) })}
          error={errors.days}
        />
        <NumberInput
          label="Most you pay for a click"
          description={`At least ${formatNaira(MIN_AD_CPC)}; a higher price wins more places`}
          prefix="₦"
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          min={MIN_AD_CPC}
          max={MAX_AD_CPC}
          step={5}
          value={draft.maxCpc}
          onChange={(v) => onChange({ maxCpc: whole(v) })}
          error={errors.maxCpc}
        />
      </SimpleGrid>
      <Card withBorder radius="md" p="sm" bg="navy.0" component="section" aria-label="Total">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">
            {total > 0
              ? `${formatNaira(draft.dailyBudget as number)} a day for ${formatCountOf(draft.days as number, 'day')}`
              : 'Your daily budget for each day'}
          </Text>
          <Text fw={800} fz="xl" c="navy.9" style={{ whiteSpace: 'nowrap' }}>
            {formatNaira(total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Paid now. You are charged only for clicks, at most your price each; what is left when the
          ad ends or you end it goes back to your wallet.
        </Text>
      </Card>
      <Reach dailyBudget={draft.dailyBudget} maxCpc={draft.maxCpc} />
    </Stack>
  );
}
