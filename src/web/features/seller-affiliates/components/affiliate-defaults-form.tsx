import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { AFFILIATE_COMMISSION } from '#shared/validation/catalogue.ts';
import { LightSwitch, LightTextField } from '#web/components/light-fields.tsx';
import { Panel } from '#web/components/plain.tsx';
import { amountCheck } from '#web/lib/amount-check.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useLightForm } from '#web/lib/light-form.ts';

export type AffiliateDefaults = {
  resaleAllowedByDefault: boolean;
  defaultAffiliateCommission: number;
};

/** A percentage as typed ("12.5"); an empty field is no number. */
const toPercent = (text: string) => (text.trim() === '' ? '' : Number(text.trim()));
const commissionCheck = amountCheck(AFFILIATE_COMMISSION);

/**
 * What a business's new products start with for affiliates: resale allowed or not, and the
 * commission. Products already listed keep their own terms (each is changed on its form).
 * Plain fields, as the first form of the Affiliates screen (decision 067).
 */
export function AffiliateDefaultsForm({
  defaults,
  saving,
  onSave,
}: {
  defaults: AffiliateDefaults;
  saving: boolean;
  onSave: (values: AffiliateDefaults, fail: (err: unknown) => void) => void;
}) {
  const form = useLightForm(
    {
      resaleAllowedByDefault: defaults.resaleAllowedByDefault,
      defaultAffiliateCommission: String(defaults.defaultAffiliateCommission),
    },
    { defaultAffiliateCommission: (v) => commissionCheck(toPercent(v)) },
  );
  return (
    <Panel>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          onSave(
            {
              resaleAllowedByDefault: v.resaleAllowedByDefault,
              defaultAffiliateCommission: Number(toPercent(v.defaultAffiliateCommission)),
            },
            (err) => applyFieldErrors(form, err),
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            New products
          </Title>
          <LightSwitch
            label="Let affiliates resell new products"
            checked={form.values.resaleAllowedByDefault}
            onChange={(e) => form.setFieldValue('resaleAllowedByDefault', e.currentTarget.checked)}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LightTextField
              label="Default affiliate commission (%)"
              inputMode="decimal"
              maxWidth={260}
              {...form.text('defaultAffiliateCommission')}
            />
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            A new product&apos;s form starts with these. Products you already sell keep their own
            commission: change it on each product.
          </Text>
        </Stack>
      </form>
    </Panel>
  );
}
