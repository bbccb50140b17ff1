import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { Business } from '#shared/schemas/businesses.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { useBusiness, useSetDeliveryFees } from '#web/features/businesses/api/business.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { useNigerianStates } from '#web/lib/reference-data.ts';

function FeesForm({ business }: { business: Business }) {
  const save = useSetDeliveryFees(business._id);
  const states = useNigerianStates();
  const form = useForm({ initialValues: business.deliveryFees });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(v, { onError: (err) => applyFieldErrors(form, err) }),
      )}
    >
      <Stack gap="md">
        <NumberInput
          label="Default delivery fee (₦)"
          description="Charged when a state below has no fee of its own"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          w={280}
          {...form.getInputProps('defaultFee')}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Fees by state</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('stateFees', { state: '', fee: 0 })}
            >
              Add state
            </Button>
          </Group>
          {form.values.stateFees.map((_, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <NativeSelect
                aria-label={`State ${i + 1}`}
                style={{ flex: 1 }}
                data={[
                  { value: '', label: 'Choose a state' },
                  ...(states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
                ]}
                {...form.getInputProps(`stateFees.${i}.state`)}
              />
              <NumberInput
                aria-label={`Fee for state ${i + 1} (₦)`}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                w={140}
                {...form.getInputProps(`stateFees.${i}.fee`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={`Remove state ${i + 1}`}
                onClick={() => form.removeListItem('stateFees', i)}
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
