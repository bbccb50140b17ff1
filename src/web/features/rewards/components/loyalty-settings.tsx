import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { formatNaira } from '#shared/format.ts';
import { LOYALTY_MAX_ORDERS, LOYALTY_MIN_ORDERS } from '#shared/rewards.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { LightSwitch, LightTextField } from '#web/components/light-fields.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLoyaltyCard, useSaveLoyaltyCard } from '../api/loyalty.ts';
import { loyaltyTerms } from '../loyalty-terms.ts';
import columns from '#web/components/columns.module.css';

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
    <Panel aria-labelledby="loyalty-title">
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
              <div className={columns.figures}>
                <FigureStat label="Rewards earned" value={String(card.data.figures.earned)} />
                <FigureStat label="Rewards used" value={String(card.data.figures.used)} />
                <FigureStat
                  label="Discount given"
                  value={formatNaira(card.data.figures.discountGiven)}
                />
                <FigureStat label="Sales they made" value={formatNaira(card.data.figures.sales)} />
              </div>
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
    </Panel>
  );
}

/** A whole number or an amount as typed ("1,000", "₦500"); what is not a number counts as 0. */
const typed = (text: string) => {
  const n = Number(text.replace(/[₦,\s]/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/**
 * The card's terms as the owner edits them, starting from those saved; plain fields, as the
 * first form of the Rewards & sales screen (decision 067). The server checks the terms.
 */
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
  const [text, setText] = useState({
    everyOrders: String(initial.everyOrders),
    reward: String(initial.reward),
    minOrder: String(initial.minOrder),
  });
  const [active, setActive] = useState(initial.active);
  const form: Form = {
    everyOrders: typed(text.everyOrders),
    reward: typed(text.reward),
    minOrder: typed(text.minOrder),
    active,
  };
  const field = (key: keyof typeof text) => ({
    value: text[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setText((t) => ({ ...t, [key]: value }));
    },
    error: fieldError(save.error, key),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ businessId, ...form });
      }}
      noValidate
    >
      <Stack gap="sm" maw={520}>
        <div className={columns.triple}>
          <LightTextField
            label="Reward every (orders)"
            description={`From ${LOYALTY_MIN_ORDERS} to ${LOYALTY_MAX_ORDERS} orders`}
            inputMode="numeric"
            {...field('everyOrders')}
          />
          <LightTextField
            label="Reward (₦ off)"
            description="From ₦100"
            inputMode="numeric"
            {...field('reward')}
          />
          <LightTextField
            label="On orders from (₦)"
            description="₦0 for any order"
            inputMode="decimal"
            {...field('minOrder')}
          />
        </div>
        <Text size="sm" c="gray.7">
          {loyaltyTerms(form)}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <LightSwitch
            label="Card is running"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Button type="submit" loading={save.isPending}>
            {saved ? 'Save card' : 'Start the card'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
