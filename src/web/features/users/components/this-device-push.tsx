import { Group, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '#web/lib/notify.ts';
import { pushState, turnOffPush, turnOnPush, type PushState } from '#web/lib/push-subscription.ts';

const SAID: Record<PushState, string> = {
  unsupported: '',
  blocked: 'Notifications are blocked for Oja in this browser: allow them in its site settings.',
  off: 'Turn this on to get the notifications chosen under “Phone” here.',
  on: 'This phone gets the notifications chosen under “Phone”.',
};

/**
 * Whether this phone or browser gets Oja's pushes: the "Phone" column above says which; this
 * switch says where. Hidden where the browser has no Web Push or Oja sends none.
 */
export function ThisDevicePush() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null || state === 'unsupported') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? turnOnPush() : turnOffPush()));
    } catch (err) {
      notify.error((err as Error).message || 'Notifications could not be changed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          Notifications on this phone
        </Text>
        <Text size="xs" c="dimmed">
          {SAID[state]}
        </Text>
      </Stack>
      <Switch
        aria-label="Notifications on this phone"
        checked={state === 'on'}
        disabled={busy || state === 'blocked'}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
    </Group>
  );
}
