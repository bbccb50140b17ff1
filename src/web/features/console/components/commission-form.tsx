import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldMessage } from '#web/lib/error-messages.ts';
import { useSetCommission } from '../api/commission.ts';
import { ReasonField } from './reason-field.tsx';
import { instantOf, StartsField } from './starts-field.tsx';

/** Finance sets a new commission from now or a later moment, with the reason kept on record. */
export function CommissionForm() {
  const save = useSetCommission();
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState('');
  const [reason, setReason] = useState('');
  const error = save.isError ? save.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { percent: Number(percent), effectiveFrom: instantOf(from), reason },
          {
            onSuccess: () => {
              setPercent('');
              setFrom('');
              setReason('');
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="New commission (%)"
          description="Of each order's total, taken when it is received"
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'percent') : undefined}
        />
        <StartsField
          description="Leave empty to start now. Orders placed before it keep their rate."
          value={from}
          onChange={setFrom}
          error={error}
        />
        <ReasonField
          description="Kept in the audit log with the rate before and after"
          value={reason}
          onChange={setReason}
          error={error}
          otherFields={['percent', 'effectiveFrom']}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Set commission
        </Button>
      </Stack>
    </form>
  );
}
