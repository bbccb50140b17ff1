import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Address } from '#shared/schemas/users.ts';
import { PHONE_NUMBER, RECIPIENT_NAME } from '#shared/validation/people.ts';
import { CITY, STREET } from '#shared/validation/addresses.ts';
import { RecipientFields } from '#web/components/recipient-fields.tsx';
import { NigerianAddressFields } from '#web/components/nigerian-address-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { required, textCheck } from '#web/lib/validators.ts';
import type { Recipient, SaveAddress } from './delivery-address.tsx';

/** A new delivery address, saved to the account too. */
export function NewAddressForm({
  save,
  onSaved,
  onCancel,
  recipient,
}: {
  save: SaveAddress;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  recipient?: Recipient;
}) {
  const form = useForm({
    initialValues: {
      recipientName: recipient?.recipientName ?? '',
      phone: recipient?.phone ?? '',
      label: '',
      address: { street: '', city: '', state: '', lga: '' },
    },
    validate: {
      recipientName: textCheck(RECIPIENT_NAME),
      phone: textCheck(PHONE_NUMBER),
      address: {
        state: required('Choose a state'),
        city: textCheck(CITY),
        street: textCheck(STREET),
      },
    },
  });
  const errors = (key: string) => form.errors[`address.${key}`] as string | undefined;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          {
            recipientName: v.recipientName,
            phone: v.phone,
            label: v.label.trim() || undefined,
            street: v.address.street,
            city: v.address.city,
            lga: v.address.lga || undefined,
            state: v.address.state,
            country: 'NG',
          },
          {
            onSuccess: (res) => onSaved(res.data),
            onError: (err) => applyFieldErrors(form, err),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <RecipientFields inputProps={form.getInputProps} />
        <NigerianAddressFields
          value={form.values.address}
          onChange={(address) => form.setFieldValue('address', address)}
          errors={{
            state: errors('state') ?? (form.errors.state as string | undefined),
            city: errors('city') ?? (form.errors.city as string | undefined),
            street: errors('street') ?? (form.errors.street as string | undefined),
            lga: form.errors.lga as string | undefined,
          }}
        />
        <TextInput
          label="Label (optional)"
          placeholder="Home, Office…"
          {...form.getInputProps('label')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
