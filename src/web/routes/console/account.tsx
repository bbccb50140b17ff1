import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatCountOf, formatNaira } from '#shared/format.ts';
import { STAFF_ROLE_NAMES } from '#shared/staff-roles.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAccount } from '#web/features/console/api/accounts.ts';
import { useConsoleMe } from '#web/features/console/api/console-me.ts';
import { AuditEntryCard } from '#web/features/console/components/audit-entry.tsx';
import { isNotFound } from '#web/lib/api-client.ts';
const StaffRolesForm = deferred(() =>
  import('#web/features/console/components/staff-roles-form.tsx').then((m) => m.StaffRolesForm),
);

// The decision's form (its radios and fields) comes after the screen shows.
const PersonAdjustments = deferred(() =>
  import('#web/features/console/components/person-adjustments.tsx').then(
    (m) => m.PersonAdjustments,
  ),
);
const SuspensionForm = deferred(() =>
  import('#web/features/console/components/suspension-form.tsx').then((m) => m.SuspensionForm),
);

/** One account: who, their stores, orders, money and reports, suspension, and what staff did. */
export default function ConsoleAccountScreen() {
  useDocumentTitle('Account | Oja console');
  const { userId = '' } = useParams();
  const account = useAccount(userId);
  const { data: me } = useConsoleMe(true);
  if (account.isError && isNotFound(account.error)) return <NotFound what="account" />;
  if (account.isPending) return <Skeleton h={320} radius="md" maw={900} />;
  if (account.isError) return <LoadError what="the account" onRetry={() => account.refetch()} />;
  const a = account.data;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console/accounts" size="sm">
        ← Find another account
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {a.name}
          </Title>
          {a.suspended && (
            <Badge color="red" variant="light" size="lg">
              Suspended
            </Badge>
          )}
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          @{a.handle} · {a.email} · {a.phone} · joined {formatDate(a.joinedAt, 'date')}
        </Text>
        {a.suspendedReason && <Text size="sm">Suspended: {a.suspendedReason}</Text>}
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureStat label="Orders placed" value={String(a.orders.placed)} />
        <FigureStat label="Spent" value={formatNaira(a.orders.spent)} />
        <FigureStat label="Wallet" value={formatNaira(a.walletBalance)} />
        <FigureStat label="Store balance" value={formatNaira(a.storeBalance)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {formatCountOf(a.orders.open, 'open order')}, {a.orders.received} received ·{' '}
        {formatCountOf(a.reports.items, 'reported item')}, {a.reports.open} waiting
      </Text>
      {a.stores.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Stores
          </Title>
          {a.stores.map((s) => (
            <Card key={s.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Anchor href={`/store/${s.handle}`} target="_blank">
                  {s.name}
                </Anchor>
                <Badge variant="light" color={s.active ? 'green' : 'gray'}>
                  {s.active ? 'Open' : 'Hidden'}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {me?.permissions.includes('money.handle') && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Adjust a balance
          </Title>
          <Suspense fallback={<Skeleton h={200} radius="md" />}>
            <PersonAdjustments userId={a.id} viewerId={me.userId} stores={a.stores} />
          </Suspense>
        </Stack>
      )}
      {me?.permissions.includes('accounts.suspend') && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {a.suspended ? 'Restore' : 'Suspend'}
          </Title>
          <Suspense fallback={<Skeleton h={160} radius="md" />}>
            <SuspensionForm userId={a.id} suspended={a.suspended} />
          </Suspense>
        </Stack>
      )}
      {me?.permissions.includes('staff.manage') && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Staff roles
          </Title>
          <Text size="sm" c="dimmed">
            {a.staffRoles.length > 0
              ? `Holds ${a.staffRoles.map((r) => STAFF_ROLE_NAMES[r]).join(', ')}.`
              : 'Not Oja staff. A role lets them into this console once they set up an authenticator app.'}
          </Text>
          <Suspense fallback={<Skeleton h={120} radius="md" />}>
            <StaffRolesForm
              member={{
                userId: a.id,
                name: a.name,
                email: a.email,
                roles: a.staffRoles,
                factor: 'SET_UP',
              }}
            />
          </Suspense>
        </Stack>
      )}
      {a.history.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            What staff did
          </Title>
          {a.history.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
