import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { Business } from '#shared/schemas/businesses.ts';
import { LightSelect, LightTextField } from '#web/components/light-fields.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useBusiness, useSetDeliveryFees } from '#web/features/businesses/api/business.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useLightForm } from '#web/lib/light-form.ts';
import { useNigerianStates } from '#web/lib/reference-data.ts';

/** An amount as typed ("1,500"); null when it is not one. */
const toNaira = (text: string) => {
  const n = Number(text.replace(/,/g, '').trim());
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
};
const feeCheck = (text: string) =>
  toNaira(text) === null ? 'Enter the fee in naira, 0 for free delivery' : null;

/** The fees as the vendor edits them; plain fields, as the screen's first form (decision 067). */
function FeesForm({ business }: { business: Business }) {
  const save = useSetDeliveryFees(business._id);
  const states = useNigerianStates();
  const form = useLightForm(
    {
      defaultFee: String(business.deliveryFees.defaultFee),
      stateFees: business.deliveryFees.stateFees.map((f) => ({
        state: f.state,
        fee: String(f.fee),
      })),
    },
    { defaultFee: feeCheck },
  );
  const rows = form.values.stateFees;
  const setRows = (next: typeof rows) => form.setFieldValue('stateFees', next);
  const stateOptions = [
    { value: '', label: 'Choose a state' },
    ...(states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
  ];
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        // Each state's fee is checked here too: the form's checks are per field.
        const rowErrors = Object.fromEntries(
          v.stateFees.flatMap((row, i) => {
            const message = feeCheck(row.fee);
            return message ? [[`stateFees.${i}.fee`, message]] : [];
          }),
        );
        if (Object.keys(rowErrors).length > 0) return form.setErrors(rowErrors);
        save.mutate(
          {
            defaultFee: toNaira(v.defaultFee)!,
            stateFees: v.stateFees.map((row) => ({ state: row.state, fee: toNaira(row.fee)! })),
          },
          { onError: (err) => applyFieldErrors(form, err) },
        );
      })}
    >
      <Stack gap="md">
        <LightTextField
          label="Default delivery fee (₦)"
          description="Charged when a state below has no fee of its own"
          inputMode="decimal"
          maxWidth={280}
          {...form.text('defaultFee')}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Fees by state</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setRows([...rows, { state: '', fee: '0' }])}
            >
              Add state
            </Button>
          </Group>
          {rows.map((row, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>
                <LightSelect
                  label={`State ${i + 1}`}
                  hideLabel
                  options={stateOptions}
                  value={row.state}
                  error={form.errors[`stateFees.${i}.state`]}
                  onChange={(e) => {
                    const state = e.currentTarget.value;
                    setRows(rows.map((r, j) => (j === i ? { ...r, state } : r)));
                  }}
                />
              </div>
              <div style={{ width: 140, flex: 'none' }}>
                <LightTextField
                  label={`Fee for state ${i + 1} (₦)`}
                  hideLabel
                  inputMode="decimal"
                  value={row.fee}
                  error={form.errors[`stateFees.${i}.fee`]}
                  onChange={(e) => {
                    const fee = e.currentTarget.value;
                    setRows(rows.map((r, j) => (j === i ? { ...r, fee } : r)));
                  }}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={`Remove state ${i + 1}`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save delivery fees
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function DeliveryFeeScreen() {
  const { vendorId = '' } = useParams();
  const { data: business, isPending, isError, refetch } = useBusiness(vendorId);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Delivery fee
      </Title>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {isError ? (
          <LoadError what="your delivery fees" onRetry={() => refetch()} />
        ) : isPending || !business ? (
          <Skeleton h={200} />
        ) : (
          <FeesForm business={business} />
        )}
      </Card>
    </Stack>
  );
}
