import { Center, Loader, Stack } from '@mantine/core';
import { LogoMark } from './logo.tsx';

/** Full-height screen with the logo while saved state is restored or a screen loads. */
export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading Oja">
      <Stack align="center" gap="md">
        <LogoMark size={64} />
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
