import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import type { Address, AddressBody, Me } from '#shared/schemas/users.ts';
import type { Envelope } from '#shared/schemas/envelope.ts';
import { formatPhone } from '#shared/phone-format.ts';
import { formatAddress } from '#shared/address-format.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import { Panel, Placeholder, Tag } from '#web/components/plain.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { PlusIcon } from '#web/components/icons/plus.tsx';

export const addressLine = (a: Pick<Address, 'street' | 'city' | 'lga' | 'state'>) =>
  formatAddress(a);

/** Adds an address to the account: the screen passes the account's own mutation. */
export type SaveAddress = UseMutationResult<Envelope<Address>, Error, AddressBody>;

/** Who a new address is for unless the shopper changes it: themselves. */
export type Recipient = { recipientName: string; phone: string };

// The new-address form (its fields, checks and form state) is fetched when the shopper has no
// saved address, or is about to add one.
const NewAddressForm = deferred(() =>
  import('./new-address-form.tsx').then((m) => m.NewAddressForm),
);
const preloadForm = () => void NewAddressForm.preload();

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
  const none = addresses.length === 0;
  useEffect(() => {
    if (none) preloadForm();
  }, [none]);
  if (none || adding) {
    return (
      <Suspense fallback={<Placeholder h={300} radius="md" />}>
        <NewAddressForm
          save={save}
          recipient={recipient}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          onSaved={(address) => {
            setAdding(false);
            onChange(address._id);
          }}
        />
      </Suspense>
    );
  }
  return (
    <Stack gap="sm">
      <ChoiceCards
        legend="Deliver to"
        value={value}
        onChange={onChange}
        choices={addresses.map((a) => ({
          value: a._id,
          label: (
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {a.label ?? a.recipientName}
                </Text>
                {a.isDefault && (
                  <Tag size="xs" color="teal.9">
                    Default
                  </Tag>
                )}
              </Group>
              <Text size="sm">{addressLine(a)}</Text>
              <Text size="xs" c="dimmed">
                {a.recipientName} · {formatPhone(a.phone)}
              </Text>
            </Stack>
          ),
        }))}
      />
      {addresses.length < 10 && (
        <Button
          variant="subtle"
          leftSection={<PlusIcon size={16} />}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a new address
        </Button>
      )}
    </Stack>
  );
}

/** Checkout's delivery address: a saved one, or a new one for the shopper themselves. */
export function CheckoutAddress({
  account,
  save,
  value,
  onChange,
}: {
  account: Pick<Me, 'addresses' | 'profile'>;
  save: SaveAddress;
  value: string | null;
  onChange: (addressId: string) => void;
}) {
  const { profile } = account;
  return (
    <Panel>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Delivery address
        </Title>
        <DeliveryAddressPicker
          save={save}
          addresses={account.addresses}
          value={value}
          onChange={onChange}
          recipient={{
            recipientName: `${profile.firstName} ${profile.lastName}`.trim(),
            phone: profile.phoneNumber ? formatPhone(profile.phoneNumber, profile.phoneCode) : '',
          }}
        />
      </Stack>
    </Panel>
  );
}
