import { Button, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { deferred } from './deferred.tsx';

type Props = { what: string; onRetry: () => void };

/** Without the alert's code (the connection dropped): the same words and the same way back. */
function PlainLoadError({ what, onRetry }: Props) {
  return (
    <Stack gap="xs" maw={600} role="alert">
      <Text fw={700} c="red.8">
        We could not load {what}
      </Text>
      <Text size="sm">Check your connection and try again.</Text>
      <Button w="fit-content" size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

// Mantine's Alert (with its close button) is fetched when a screen first fails to load instead
// of coming with every screen. The server renderer loads it ahead (`preloadLoadError`), so a
// page rendered there never waits for it.
const LoadErrorAlert = deferred(() =>
  import('./load-error-alert.tsx').then(
    (m) => m.LoadErrorAlert,
    () => PlainLoadError,
  ),
);
export const preloadLoadError = LoadErrorAlert.preload;

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadError(props: Props) {
  return (
    <Suspense fallback={null}>
      <LoadErrorAlert {...props} />
    </Suspense>
  );
}
