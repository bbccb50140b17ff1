import { Badge, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Address, AddressBody } from '#shared/schemas/users.ts';
import { NigerianAddressFields } from '#web/components/nigerian-address-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import type { Envelope } from '#shared/schemas/envelope.ts';
import { CITY, PHONE_NUMBER, RECIPIENT_NAME, STREET } from '#shared/validation/people.ts';
import { required, textCheck } from '#web/lib/validators.ts';
import { formatPhone } from '#shared/phone.ts';
import { formatAddress } from '#shared/format.ts';

export const addressLine = (a: Pick<Address, 'street' | 'city' | 'lga' | 'state'>) =>
  formatAddress(a);

/** Adds an address to the account: the screen passes the account's own mutation. */
export type SaveAddress = UseMutationResult<Envelope<Address>, Error, AddressBody>;

/** Who a new address is for unless the shopper changes it: themselves. */
export type Recipient = { recipientName: string; phone: string };

function NewAddressForm({
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Recipient name"
            autoComplete="name"
            {...form.getInputProps('recipientName')}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
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

/** Choose one of the saved addresses, or add one (it is saved to the account too). */
export function DeliveryAddressPicker({
  save,
  addresses,
  value,
  onChange,
  recipient,
}: {
  save: SaveAddress;
  addresses: Address[];
  value: string | null;
  onChange: (addressId: string) => void;
  recipient?: Recipient;
}) {
  const [adding, setAdding] = useState(false);
  if (addresses.length === 0 || adding) {
    return (
      <NewAddressForm
        save={save}
        recipient={recipient}
        onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        onSaved={(address) => {
          setAdding(false);
          onChange(address._id);
        }}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group value={value} onChange={onChange} label="Deliver to">
        <Stack gap="xs">
          {addresses.map((a) => (
            <Radio.Card key={a._id} value={a._id} radius="md" p="sm" withBorder>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {a.label ?? a.recipientName}
                    </Text>
                    {a.isDefault && (
                      <Badge size="xs" variant="filled" color="teal.9">
                        Default
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{addressLine(a)}</Text>
                  <Text size="xs" c="dimmed">
                    {a.recipientName} · {formatPhone(a.phone)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {addresses.length < 10 && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a new address
        </Button>
      )}
    </Stack>
  );
}
