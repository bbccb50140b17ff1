import { Button, Card, Group, Skeleton } from '@mantine/core';
import { LockIcon } from '#web/components/icons/lock.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useClientStore } from '#web/lib/store.ts';

/**
 * A screen for Oja support (the admin role) only: others are asked to log in, or told it is not
 * theirs and led to the support page. The server refuses them as well.
 */
export function SupportOnly({
  path,
  loginTitle,
  refusedTitle,
  refusedText,
  children,
}: {
  /** The screen's own path, to come back to after logging in. */
  path: string;
  loginTitle: string;
  refusedTitle: string;
  refusedText: string;
  children: ReactNode;
}) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  if (!signedIn) {
    return (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<LockIcon size={24} />} title={loginTitle} />
        <Group justify="center" mt="sm">
          <Button component={Link} to={`/auth/login?redirect=${encodeURIComponent(path)}`}>
            Log in
          </Button>
        </Group>
      </Card>
    );
  }
  if (me.isPending) return <Skeleton h={240} radius="lg" />;
  if (me.isError || !me.data) {
    return <LoadError what="your account" onRetry={() => me.refetch()} />;
  }
  if (me.data.role !== 'admin') {
    return (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<LockIcon size={24} />} title={refusedTitle}>
          {refusedText}
        </EmptyState>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/shopper/support" variant="default">
            Go to support
          </Button>
        </Group>
      </Card>
    );
  }
  return children;
}
