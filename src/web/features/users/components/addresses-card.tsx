import { ActionIcon, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import type { Address } from '#shared/schemas/users.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useDeleteAddress, useSetDefaultAddress } from '../api/manage-addresses.ts';
import { lazy, Suspense, useState } from 'react';
import { formatPhone } from '#shared/phone-format.ts';
import { formatAddress } from '#shared/address-format.ts';

const AddressDialog = lazy(() => import('./address-dialog.tsx'));

function AddressRow({ address, userId }: { address: Address; userId: string }) {
  const remove = useDeleteAddress(userId);
  const makeDefault = useSetDefaultAddress(userId);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{address.label ?? address.recipientName}</Text>
            {address.isDefault && (
              <Badge size="sm" variant="filled" color="teal.9">
                Default
              </Badge>
            )}
          </Group>
          <Text size="sm">{formatAddress(address)}</Text>
          <Text size="sm" c="dimmed">
            {address.recipientName} · {formatPhone(address.phone)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!address.isDefault && (
            <ActionIcon
              variant="subtle"
              title="Make default"
              aria-label={`Make ${address.label ?? address.street} the default address`}
              loading={makeDefault.isPending}
              onClick={() => makeDefault.mutate(address._id)}
            >
              <IconStar size={18} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            title="Delete"
            aria-label={`Delete ${address.label ?? address.street}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(address._id)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

export function AddressesCard({ userId, addresses }: { userId: string; addresses: Address[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Delivery addresses
          </Title>
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => {
              setDialogUsed(true);
              open();
            }}
            disabled={addresses.length >= 10}
          >
            Add address
          </Button>
        </Group>
        {addresses.length === 0 ? (
          <EmptyState icon={<IconMapPin size={24} />} title="No addresses yet">
            Add where you want your orders delivered. Your first address becomes the default.
          </EmptyState>
        ) : (
          addresses.map((a) => <AddressRow key={a._id} address={a} userId={userId} />)
        )}
      </Stack>
      {dialogUsed && (
        <Suspense fallback={null}>
          <AddressDialog userId={userId} opened={opened} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}
