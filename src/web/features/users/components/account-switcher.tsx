import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Me } from '#shared/schemas/users.ts';
import { accountHome, useSwitchAccount } from '../api/switch-account.ts';

const PERSONAL = 'personal';

/** Act as yourself or as one of your businesses (docs/product.md#vendors-and-businesses); a business opens its dashboard. */
export function AccountSwitcher({ me }: { me: Me }) {
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount(me._id);
  const value = me.activeAccount.businessId ?? PERSONAL;
  const data = [
    { value: PERSONAL, label: `Personal (@${me.profile.handle})` },
    ...me.businesses.map((b) => ({ value: b._id, label: `${b.name} (@${b.handle})` })),
  ];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Active account
        </Title>
        <Text size="sm" c="dimmed">
          {me.businesses.length === 0
            ? 'You are using your personal account. Businesses you create will appear here.'
            : 'Choose whether you act as yourself or as one of your businesses.'}
        </Text>
        <NativeSelect
          label="Acting as"
          data={data}
          value={value}
          disabled={switchAccount.isPending || data.length === 1}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (next === value) return;
            switchAccount.mutate(
              next === PERSONAL ? { type: 'Personal' } : { type: 'business', businessId: next },
              {
                // Personal stays here, on the personal account's page.
                onSuccess: (res) =>
                  navigate(accountHome(res.data.activeAccount, '/shopper/account')),
              },
            );
          }}
        />
      </Stack>
    </Card>
  );
}
