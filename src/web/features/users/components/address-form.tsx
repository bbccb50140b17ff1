import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RecipientFields } from '#web/components/recipient-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { PHONE_NUMBER, RECIPIENT_NAME } from '#shared/validation/people.ts';
import { CITY, STATE, STREET } from '#shared/validation/addresses.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useAddAddress } from '../api/addresses.ts';

export function AddressForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const add = useAddAddress(userId);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      label: '',
      recipientName: '',
      phone: '',
      street: '',
      city: '',
      lga: '',
      state: '',
      landmark: '',
    },
    validate: {
      recipientName: textCheck(RECIPIENT_NAME),
      phone: textCheck(PHONE_NUMBER),
      street: textCheck(STREET),
      city: textCheck(CITY),
      state: textCheck(STATE),
    },
  });
  const optional = (v: string) => v.trim() || undefined;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        add.mutate(
          {
            ...v,
            label: optional(v.label),
            lga: optional(v.lga),
            landmark: optional(v.landmark),
            country: 'NG',
          },
          { onSuccess: onDone, onError: (err) => applyFieldErrors(form, err) },
        ),
      )}
    >
      <Stack gap="sm">
        <RecipientFields inputProps={form.getInputProps} />
        <TextInput
          label="Street address"
          autoComplete="street-address"
          key={form.key('street')}
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="City or town"
            autoComplete="address-level2"
            key={form.key('city')}
            {...form.getInputProps('city')}
          />
          <TextInput label="LGA (optional)" key={form.key('lga')} {...form.getInputProps('lga')} />
          <TextInput
            label="State"
            autoComplete="address-level1"
            key={form.key('state')}
            {...form.getInputProps('state')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Landmark (optional)"
            key={form.key('landmark')}
            {...form.getInputProps('landmark')}
          />
          <TextInput
            label="Label (optional)"
            placeholder="Home, Office…"
            key={form.key('label')}
            {...form.getInputProps('label')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
