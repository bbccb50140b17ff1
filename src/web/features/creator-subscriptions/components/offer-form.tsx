import { Button, Group, Stack } from '@mantine/core';
import { formatNaira, formatNumber } from '#shared/format.ts';
import type {
  SubscriptionOffer,
  SubscriptionSetup,
} from '#shared/schemas/creator-subscriptions.ts';
import {
  MAX_SUBSCRIPTION_PRICE,
  MIN_SUBSCRIPTION_PRICE,
  SUBSCRIPTION_PERKS_MAX,
} from '#shared/limits.ts';
import { LightSwitch, LightTextArea, LightTextField } from '#web/components/light-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { useSetupSubscriptions } from '../api/subscribe.ts';

/** A price as typed, with or without thousands separators ("2,500"). */
const toNaira = (text: string) => Number(text.replace(/,/g, '').trim());

/** The creator's monthly offer: price, what subscribers get, and whether it takes new fans. */
export function OfferForm({
  creatorId,
  offer,
}: {
  creatorId: string;
  offer: SubscriptionOffer | null;
}) {
  const save = useSetupSubscriptions(creatorId);
  const form = useLightForm(
    {
      price: formatNumber(offer?.price ?? 2000),
      perks: offer?.perks ?? '',
      isOpen: offer?.isOpen ?? true,
    },
    {
      price: (v) => {
        const n = toNaira(v);
        if (v.trim() === '' || !Number.isFinite(n)) return 'Enter a monthly price in naira';
        if (n < MIN_SUBSCRIPTION_PRICE)
          return `The least you can charge is ${formatNaira(MIN_SUBSCRIPTION_PRICE)}`;
        if (n > MAX_SUBSCRIPTION_PRICE)
          return `The most you can charge is ${formatNaira(MAX_SUBSCRIPTION_PRICE)}`;
        return null;
      },
      perks: (v) => (v.trim() === '' ? 'Say what subscribers get' : null),
    },
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const body: SubscriptionSetup = {
          price: toNaira(values.price),
          perks: values.perks.trim(),
          isOpen: values.isOpen,
        };
        save.mutate(body, { onError: (err) => applyFieldErrors(form, err) });
      })}
    >
      <Stack gap="sm">
        <LightTextField
          label="Price a month (₦)"
          description={`From ${formatNaira(MIN_SUBSCRIPTION_PRICE)} to ${formatNaira(MAX_SUBSCRIPTION_PRICE)}. A lower price applies to every next renewal; a higher one to subscribers only if they accept it, told at least 7 days ahead.`}
          inputMode="decimal"
          maxWidth={320}
          {...form.text('price')}
        />
        <LightTextArea
          label="What subscribers get"
          placeholder="Early looks at new drops, styling tips every week, 10% off in my store…"
          minRows={2}
          maxLength={SUBSCRIPTION_PERKS_MAX}
          {...form.text('perks')}
        />
        <LightSwitch
          label="Open to new subscribers"
          description="Existing subscribers keep renewing either way."
          checked={form.values.isOpen}
          onChange={(e) => form.setFieldValue('isOpen', e.currentTarget.checked)}
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
