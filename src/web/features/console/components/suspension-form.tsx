import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useSuspension } from '../api/accounts.ts';

/** Suspends the account, or restores a suspended one, with the reason kept in the audit log. */
export function SuspensionForm({ userId, suspended }: { userId: string; suspended: boolean }) {
  const change = useSuspension(userId);
  const [reason, setReason] = useState('');
  const error = change.isError ? change.error : null;
  const refusal = error ? otherMessages(error, ['reason']) : null;
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
        <Textarea
          label="Why"
          description={
            suspended ? 'Kept in the audit log' : 'They are shown this when they try to log in'
          }
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'reason') : undefined}
          autosize
          minRows={2}
          maxLength={500}
        />
        {refusal && (
          <Text size="sm" c="red.7" role="alert">
            {refusal}
          </Text>
        )}
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
