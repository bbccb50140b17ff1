import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AFFILIATE_COMMISSION } from '#shared/validation/catalogue.ts';
import { amountCheck } from '#web/lib/amount-check.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';

export type AffiliateDefaults = {
  resaleAllowedByDefault: boolean;
  defaultAffiliateCommission: number;
};

/**
 * What a business's new products start with for affiliates: resale allowed or not, and the
 * commission. Products already listed keep their own terms (each is changed on its form).
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
  const form = useForm<{
    resaleAllowedByDefault: boolean;
    defaultAffiliateCommission: number | '';
  }>({
    initialValues: defaults,
    validate: { defaultAffiliateCommission: amountCheck(AFFILIATE_COMMISSION) },
  });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          onSave(
            {
              resaleAllowedByDefault: v.resaleAllowedByDefault,
              defaultAffiliateCommission: Number(v.defaultAffiliateCommission),
            },
            (err) => applyFieldErrors(form, err),
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            New products
          </Title>
          <Switch
            label="Let affiliates resell new products"
            {...form.getInputProps('resaleAllowedByDefault', { type: 'checkbox' })}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label="Default affiliate commission (%)"
              min={0}
              max={90}
              decimalScale={2}
              step={0.5}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('defaultAffiliateCommission')}
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
    </Card>
  );
}
