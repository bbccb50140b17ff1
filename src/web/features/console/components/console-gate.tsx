import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConsoleMe } from '#shared/schemas/console.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Logo } from '#web/components/logo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useConsoleMe } from '../api/console-me.ts';
import { deferred } from '#web/components/deferred.tsx';

// The second factor's forms are fetched when the session needs them (once per sign-in), not
// with every console screen.
const FactorSetup = deferred(() => import('./factor-setup.tsx').then((m) => m.FactorSetup));
const FactorVerify = deferred(() => import('./factor-verify.tsx').then((m) => m.FactorVerify));

function Card({ children }: { children: ReactNode }) {
  const waiting = (
    <Center h={160}>
      <Loader aria-label="Loading" />
    </Center>
  );
  return (
    <Stack bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 48 }} px="md" gap="lg">
      <Center>
        <Logo size={40} />
      </Center>
      <Paper
        component="main"
        maw={520}
        w="100%"
        mx="auto"
        p={{ base: 'md', sm: 'xl' }}
        radius="lg"
        withBorder
        shadow="sm"
      >
        <Suspense fallback={waiting}>{children}</Suspense>
      </Paper>
    </Stack>
  );
}

/**
 * The console's door: only Oja staff pass, and only once this session has passed the second
 * factor (set up on the first visit). The server refuses every console call otherwise as well.
 */
export function ConsoleGate({ children }: { children: (me: ConsoleMe) => ReactNode }) {
  const me = useConsoleMe(true);
  if (me.isPending)
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading the console" />
      </Center>
    );
  if (me.error instanceof ApiError && me.error.status === 403)
    return (
      <Card>
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={24}>
            This area is for Oja staff
          </Title>
          <Text c="dimmed">Your account has no staff role. Shopping and selling are this way.</Text>
          <Group>
            <Button component={Link} to="/shopper">
              Go shopping
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  if (me.isError || !me.data)
    return (
      <Card>
        <LoadError what="the console" onRetry={() => me.refetch()} />
      </Card>
    );
  if (me.data.factor === 'NOT_SET_UP')
    return (
      <Card>
        <FactorSetup />
      </Card>
    );
  if (!me.data.sessionVerified)
    return (
      <Card>
        <FactorVerify />
      </Card>
    );
  return children(me.data);
}
