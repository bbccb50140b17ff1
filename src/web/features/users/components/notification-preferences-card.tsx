import { Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type {
  NotificationKind,
  NotificationPreferences,
  OffAppChannel,
} from '#shared/schemas/notifications.ts';
import { NOTIFICATION_KINDS, WHATSAPP_NEEDS_VERIFIED_PHONE } from '#shared/limits.ts';
import { LoadErrorAlert } from '#web/components/load-error-alert.tsx';
import { ThisDevicePush } from './this-device-push.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';

const KINDS: Record<NotificationKind, { label: string; about: string }> = {
  orders: { label: 'Orders', about: 'Payments, order updates and withdrawals' },
  messages: { label: 'Messages', about: 'New messages from shoppers and businesses' },
  social: { label: 'Social', about: 'Follows, likes and comments' },
};
const CHANNELS: { key: OffAppChannel; label: string; phrase: string }[] = [
  { key: 'email', label: 'E-mail', phrase: 'by e-mail' },
  { key: 'whatsapp', label: 'WhatsApp', phrase: 'on WhatsApp' },
  { key: 'push', label: 'Phone', phrase: 'on my phones' },
];

const same = (a: NotificationPreferences, b: NotificationPreferences) =>
  NOTIFICATION_KINDS.every((k) => CHANNELS.every((c) => a[k][c.key] === b[k][c.key]));

/**
 * Which notifications also reach the user by e-mail, WhatsApp or a push to the phones they turned
 * notifications on for (they always show in Oja). WhatsApp needs a verified phone: until then its
 * switches are off and cannot be turned on.
 */
export function NotificationPreferencesCard({ phoneVerified }: { phoneVerified: boolean }) {
  const { data, isPending, isError, refetch } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const shown = draft ?? data;
  const changed = draft !== null && data !== undefined && !same(draft, data);

  const toggle = (kind: NotificationKind, channel: OffAppChannel, on: boolean) => {
    if (!shown) return;
    setDraft({ ...shown, [kind]: { ...shown[kind], [channel]: on } });
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            You always see your notifications in Oja. Choose what also reaches you by e-mail,
            WhatsApp or on your phone’s lock screen.
          </Text>
        </Stack>
        {isPending ? (
          <Skeleton
            h={170}
            radius="md"
            role="status"
            aria-label="Loading your notification preferences"
          />
        ) : isError || !shown ? (
          <LoadErrorAlert what="your notification preferences" onRetry={() => refetch()} />
        ) : (
          <>
            <PlainTable verticalSpacing={12} horizontalSpacing={6} layout="fixed">
              <thead>
                <tr>
                  <th>Notify me of</th>
                  {CHANNELS.map((c) => (
                    <th key={c.key} style={{ width: 76, textAlign: 'center' }}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_KINDS.map((kind) => (
                  <tr key={kind}>
                    <td>
                      <Text fw={600} size="sm">
                        {KINDS[kind].label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {KINDS[kind].about}
                      </Text>
                    </td>
                    {CHANNELS.map((c) => {
                      const locked = c.key === 'whatsapp' && !phoneVerified;
                      return (
                        <td key={c.key}>
                          <Group justify="center">
                            <Switch
                              aria-label={`${KINDS[kind].label} ${c.phrase}`}
                              checked={locked ? false : shown[kind][c.key]}
                              disabled={locked || save.isPending}
                              onChange={(e) => toggle(kind, c.key, e.currentTarget.checked)}
                            />
                          </Group>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </PlainTable>
            {!phoneVerified && (
              <Text size="sm" c="dimmed">
                {WHATSAPP_NEEDS_VERIFIED_PHONE}
              </Text>
            )}
            <ThisDevicePush />
            <Button
              w="fit-content"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => draft && save.mutate(draft, { onSuccess: () => setDraft(null) })}
            >
              Save preferences
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
