import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useMe } from '#web/features/account/api/get-me.ts';
import { useSwitchAccount } from '#web/features/account/api/switch-account.ts';

/** The business summary at the top of the vendor area. */
export default function VendorDashboardScreen() {
  const { vendorId = '' } = useParams();
  const { data: me } = useMe();
  const switchAccount = useSwitchAccount(me?._id ?? '');
  const business = me?.businesses.find((b) => b._id === vendorId);
  if (!me || !business) return null;
  const active = me.activeAccount.businessId === business._id;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {business.name}
      </Title>
      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              Store handle
            </Text>
            <Text fw={600}>@{business.handle}</Text>
          </Stack>
          {active ? (
            <Badge size="lg" variant="filled" color="teal.9">
              You are acting as this business
            </Badge>
          ) : (
            <Button
              loading={switchAccount.isPending}
              onClick={() => switchAccount.mutate({ type: 'business', businessId: business._id })}
            >
              Act as this business
            </Button>
          )}
        </Group>
      </Card>
    </Stack>
  );
}
