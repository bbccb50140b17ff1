import { Button, Group, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatNaira } from '#shared/format.ts';
import type {
  SubscriptionOffer,
  SubscriptionSetup,
} from '#shared/schemas/creator-subscriptions.ts';
import {
  MAX_SUBSCRIPTION_PRICE,
  MIN_SUBSCRIPTION_PRICE,
  SUBSCRIPTION_PERKS_MAX,
} from '#shared/limits.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useSetupSubscriptions } from '../api/subscribe.ts';

/** The creator's monthly offer: price, what subscribers get, and whether it takes new fans. */
export function OfferForm({
  creatorId,
  offer,
}: {
  creatorId: string;
  offer: SubscriptionOffer | null;
}) {
  const save = useSetupSubscriptions(creatorId);
  const form = useForm<{ price: number | string; perks: string; isOpen: boolean }>({
    initialValues: {
      price: offer?.price ?? 2000,
      perks: offer?.perks ?? '',
      isOpen: offer?.isOpen ?? true,
    },
    validate: {
      price: (v) => {
        const n = Number(v);
        if (v === '' || !Number.isFinite(n)) return 'Enter a monthly price in naira';
        if (n < MIN_SUBSCRIPTION_PRICE)
          return `The least you can charge is ${formatNaira(MIN_SUBSCRIPTION_PRICE)}`;
        if (n > MAX_SUBSCRIPTION_PRICE)
          return `The most you can charge is ${formatNaira(MAX_SUBSCRIPTION_PRICE)}`;
        return null;
      },
      perks: (v) => (v.trim() === '' ? 'Say what subscribers get' : null),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const body: SubscriptionSetup = {
          price: Number(values.price),
          perks: values.perks.trim(),
          isOpen: values.isOpen,
        };
        save.mutate(body, { onError: (err) => applyFieldErrors(form, err) });
      })}
    >
      <Stack gap="sm">
        <NumberInput
          label="Price a month (₦)"
          description={`From ${formatNaira(MIN_SUBSCRIPTION_PRICE)} to ${formatNaira(MAX_SUBSCRIPTION_PRICE)}. A new price applies to new subscribers and at each renewal.`}
          min={MIN_SUBSCRIPTION_PRICE}
          max={MAX_SUBSCRIPTION_PRICE}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          {...form.getInputProps('price')}
        />
        <Textarea
          label="What subscribers get"
          placeholder="Early looks at new drops, styling tips every week, 10% off in my store…"
          autosize
          minRows={2}
          maxLength={SUBSCRIPTION_PERKS_MAX}
          {...form.getInputProps('perks')}
        />
        <Switch
          label="Open to new subscribers"
          description="Existing subscribers keep renewing either way."
          {...form.getInputProps('isOpen', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {offer ? 'Save offer' : 'Start offering subscriptions'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
