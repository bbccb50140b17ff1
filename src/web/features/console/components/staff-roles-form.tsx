import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StaffMember } from '#shared/schemas/console.ts';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '#shared/staff-roles.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSetStaffRoles } from '../api/staff.ts';

/** The server's messages for the form: per field when it names them, else one line. */
function refusal(err: unknown): { roles?: string; reason?: string; form?: string } {
  if (!(err instanceof ApiError)) return { form: 'Something went wrong; please try again' };
  if (typeof err.messages === 'string') return { form: err.messages };
  const byField = err.messages;
  const roles = Object.entries(byField).find(([k]) => k.startsWith('roles'))?.[1];
  return { roles, reason: byField.reason, form: roles || byField.reason ? undefined : err.message };
}

/** An admin's change of a staff member's roles, with the reason the audit log keeps. */
export function StaffRolesForm({
  member,
  onDone,
}: {
  member: StaffMember;
  /** Closes the form (the staff list's); without it the form stays (an account's screen). */
  onDone?: () => void;
}) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof refusal>>({});
  const save = useSetStaffRoles();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        save.mutate(
          { userId: member.userId, roles, reason },
          {
            onSuccess: () => {
              setReason('');
              onDone?.();
            },
            onError: (err) => setErrors(refusal(err)),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Checkbox.Group
          label="Roles"
          value={roles}
          onChange={(next) => setRoles(next as StaffRole[])}
          error={errors.roles}
        >
          <Group gap="md" mt={6}>
            {STAFF_ROLES.map((r) => (
              <Checkbox key={r} value={r} label={STAFF_ROLE_NAMES[r]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label="Why"
          description="Kept in the audit log with the change"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={2}
          maxLength={300}
        />
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save roles
          </Button>
          {onDone && (
            <Button variant="subtle" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
