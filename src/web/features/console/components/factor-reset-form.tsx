import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useResetFactor } from '../api/staff.ts';
import { ReasonField } from './reason-field.tsx';

/** An admin resets a colleague's authenticator (a lost phone), with the reason on record. */
export function FactorResetForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const reset = useResetFactor(userId);
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        reset.mutate(reason, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <ReasonField
          description="They must set up a new authenticator at their next console visit"
          value={reason}
          onChange={setReason}
          error={reset.isError ? reset.error : null}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={reset.isPending}>
            Reset authenticator
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
