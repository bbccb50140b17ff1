import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { pushState, turnOnPush } from '#web/lib/push-subscription.ts';
import { IconDisc } from './icon-disc.tsx';

/** Where "Not now" is remembered: the offer does not come back to this phone for a month. */
const DECLINED = 'oja-push-declined';
const MONTH_MS = 30 * 24 * 3600_000;

const declinedRecently = () => {
  const at = Number(localStorage.getItem(DECLINED) ?? 0);
  return Date.now() - at < MONTH_MS;
};

/**
 * Offers notifications on this phone right after something they are about (an order placed, the
 * inbox opened), never on first load: shown only where the browser can take Oja's pushes, the
 * user has not answered the browser yet and has not said "Not now" lately.
 */
export function PushOfferCard({ why }: { why: string }) {
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (!declinedRecently()) void pushState().then((state) => live && setShown(state === 'off'));
    return () => {
      live = false;
    };
  }, []);

  if (!shown) return null;
  if (said)
    return (
      <Text size="sm" c="dimmed" role="status">
        {said}
      </Text>
    );

  const turnOn = async () => {
    setBusy(true);
    try {
      const state = await turnOnPush();
      setSaid(
        state === 'on'
          ? 'Notifications are on for this phone. Change them any time under Account.'
          : state === 'blocked'
            ? 'Notifications are blocked for Oja in this browser; allow them in its site settings.'
            : 'Notifications stay off for now.',
      );
    } catch (err) {
      setSaid((err as Error).message || 'Notifications could not be turned on. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="navy.0">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconDisc size={32} round>
          <IconBell size={18} />
        </IconDisc>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm">{why}</Text>
          <Group gap="xs">
            <Button size="xs" loading={busy} onClick={() => void turnOn()}>
              Turn on notifications
            </Button>
          </Group>
        </Stack>
        <CloseButton
          aria-label="Not now"
          onClick={() => {
            localStorage.setItem(DECLINED, String(Date.now()));
            setShown(false);
          }}
        />
      </Group>
    </Paper>
  );
}
