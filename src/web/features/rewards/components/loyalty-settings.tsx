import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import { LOYALTY_MAX_ORDERS, LOYALTY_MIN_ORDERS } from '#shared/rewards.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLoyaltyCard, useSaveLoyaltyCard } from '../api/loyalty.ts';
import { loyaltyTerms } from './loyalty-progress.tsx';

type Form = { everyOrders: number; reward: number; minOrder: number; active: boolean };
const STARTING: Form = { everyOrders: 5, reward: 1000, minOrder: 0, active: true };

/** The server's message for a field, when the save was refused for it. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError && typeof error.messages === 'object' && error.messages
    ? (error.messages as Record<string, string>)[field]
    : undefined;

/**
 * A business's loyalty card on its Rewards & sales screen: its terms to set, whether it runs,
 * and what it has given (rewards earned and used, their discount and the sales they made).
 */
export function LoyaltySettings({ businessId }: { businessId: string }) {
  const card = useLoyaltyCard(businessId);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="loyalty-title"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="loyalty-title">
            Loyalty card
          </Title>
          <Text size="sm" c="dimmed">
            Reward your regulars: every few orders they receive earns them money off the next one.
            It is shown on your store and in their rewards, and paid for from your sales.
          </Text>
        </Stack>
        {card.isPending ? (
          <Placeholder h={120} radius="md" />
        ) : card.isError ? (
          <LoadError what="your loyalty card" onRetry={() => card.refetch()} />
        ) : (
          <>
            {card.data?.figures && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <FigureStat label="Rewards earned" value={String(card.data.figures.earned)} />
                <FigureStat label="Rewards used" value={String(card.data.figures.used)} />
                <FigureStat
                  label="Discount given"
                  value={formatNaira(card.data.figures.discountGiven)}
                />
                <FigureStat label="Sales they made" value={formatNaira(card.data.figures.sales)} />
              </SimpleGrid>
            )}
            <CardForm
              businessId={businessId}
              saved={Boolean(card.data)}
              initial={
                card.data
                  ? {
                      everyOrders: card.data.everyOrders,
                      reward: card.data.reward,
                      minOrder: card.data.minOrder,
                      active: card.data.active,
                    }
                  : STARTING
              }
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The card's terms as the owner edits them, starting from those saved. */
function CardForm({
  businessId,
  initial,
  saved,
}: {
  businessId: string;
  initial: Form;
  saved: boolean;
}) {
  const save = useSaveLoyaltyCard();
  const [form, setForm] = useState<Form>(initial);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const asNumber = (value: string | number) => (typeof value === 'number' ? value : 0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ businessId, ...form });
      }}
      noValidate
    >
      <Stack gap="sm" maw={520}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Reward every"
            suffix=" orders"
            min={LOYALTY_MIN_ORDERS}
            max={LOYALTY_MAX_ORDERS}
            allowDecimal={false}
            value={form.everyOrders}
            onChange={(v) => set('everyOrders')(asNumber(v))}
            error={fieldError(save.error, 'everyOrders')}
          />
          <NumberInput
            label="Reward (₦ off)"
            prefix="₦"
            thousandSeparator=","
            min={100}
            allowDecimal={false}
            value={form.reward}
            onChange={(v) => set('reward')(asNumber(v))}
            error={fieldError(save.error, 'reward')}
          />
          <NumberInput
            label="On orders from"
            prefix="₦"
            thousandSeparator=","
            min={0}
            value={form.minOrder}
            onChange={(v) => set('minOrder')(asNumber(v))}
            error={fieldError(save.error, 'minOrder')}
          />
        </SimpleGrid>
        <Text size="sm" c="gray.7">
          {loyaltyTerms(form)}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Switch
            label="Card is running"
            checked={form.active}
            onChange={(e) => set('active')(e.currentTarget.checked)}
          />
          <Button type="submit" loading={save.isPending}>
            {saved ? 'Save card' : 'Start the card'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
