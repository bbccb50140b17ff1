import { Button, Stack, Text } from '@mantine/core';
import { ReasonField } from './reason-field.tsx';
import { useState } from 'react';
import { useSuspension } from '../api/accounts.ts';

/** Suspends the account, or restores a suspended one, with the reason kept in the audit log. */
export function SuspensionForm({ userId, suspended }: { userId: string; suspended: boolean }) {
  const change = useSuspension(userId);
  const [reason, setReason] = useState('');
  const error = change.isError ? change.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { action: suspended ? 'restore' : 'suspend', reason },
          { onSuccess: () => setReason('') },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {suspended
            ? 'Restoring lets them log in again and shows the stores and posts the suspension hid.'
            : 'Suspending signs them out everywhere, refuses their logins and hides their stores and posts. Open orders still complete.'}
        </Text>
        <ReasonField
          description={
            suspended ? 'Kept in the audit log' : 'They are shown this when they try to log in'
          }
          value={reason}
          onChange={setReason}
          error={error}
        />
        <Button
          type="submit"
          color={suspended ? 'navy' : 'red'}
          loading={change.isPending}
          w="fit-content"
        >
          {suspended ? 'Restore account' : 'Suspend account'}
        </Button>
      </Stack>
    </form>
  );
}
