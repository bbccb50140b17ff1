import { Stack } from '@mantine/core';
import type { Me } from '#shared/schemas/users.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { DataSaverCard } from './data-saver-card.tsx';
import { NewsSubscriptionCard } from './news-subscription-card.tsx';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { VerificationCard } from './verification-card.tsx';

/**
 * Verification, notifications, data saver, the active account and the password: loaded just after the
 * profile shows.
 */
export default function AccountSettings({ me }: { me: Me }) {
  return (
    <Stack gap="lg">
      <VerificationCard me={me} />
      <NotificationPreferencesCard phoneVerified={me.profile.phoneVerified} />
      <DataSaverCard />
      <NewsSubscriptionCard />
      <AccountSwitcher me={me} />
      <PasswordCard userId={me._id} />
    </Stack>
  );
}
