import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { deferred } from '#web/components/deferred.tsx';
import { Suspense, useState } from 'react';
import type { StaffMember } from '#shared/schemas/console.ts';
import { STAFF_ROLE_NAMES } from '#shared/staff-roles.ts';

// The form (checkboxes, a text area) is fetched when an admin opens it.
const StaffRolesForm = deferred(() =>
  import('./staff-roles-form.tsx').then((m) => m.StaffRolesForm),
);

const FactorResetForm = deferred(() =>
  import('./factor-reset-form.tsx').then((m) => m.FactorResetForm),
);

/**
 * A staff member: their roles and second factor; an admin changes the roles, or resets a
 * colleague's authenticator, with a reason.
 */
export function StaffCard({ member, self }: { member: StaffMember; self: boolean }) {
  const [editing, setEditing] = useState<'roles' | 'factor' | null>(null);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{member.name}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6}>
            {member.roles.map((r) => (
              <Badge key={r} variant="light">
                {STAFF_ROLE_NAMES[r]}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" c={member.factor === 'SET_UP' ? 'dimmed' : 'red.9'}>
          {member.factor === 'SET_UP'
            ? 'Authenticator app set up'
            : 'Has not set up an authenticator app yet'}
        </Text>
        {editing === null && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditing('roles')}>
              Change roles
            </Button>
            {member.factor === 'SET_UP' && !self && (
              <Button variant="subtle" color="red" onClick={() => setEditing('factor')}>
                Reset authenticator…
              </Button>
            )}
          </Group>
        )}
        <Suspense fallback={null}>
          {editing === 'roles' && (
            <StaffRolesForm member={member} onDone={() => setEditing(null)} />
          )}
          {editing === 'factor' && (
            <FactorResetForm userId={member.userId} onDone={() => setEditing(null)} />
          )}
        </Suspense>
      </Stack>
    </Card>
  );
}
