import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import { ADJUSTMENT_SECOND_APPROVAL_ABOVE } from '#shared/schemas/adjustments.ts';
import { LightSelect } from '#web/components/light-fields.tsx';
import { LightSegments } from '#web/components/light-segments.tsx';
import { fieldMessage } from '#web/lib/error-messages.ts';
import { useMakeAdjustment } from '../api/adjustments.ts';
import { ReasonField } from './reason-field.tsx';

type Direction = 'CREDIT' | 'DEBIT';

/**
 * Finance adds to or takes from a person's wallet or one of their stores' balances, with the
 * reason they are told; above the threshold it waits for a second finance person.
 */
export function AdjustmentForm(props: { userId: string; stores: { id: string; name: string }[] }) {
  const make = useMakeAdjustment();
  const [target, setTarget] = useState(`WALLET:${props.userId}`);
  const [direction, setDirection] = useState<Direction>('CREDIT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const error = make.isError ? make.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const [balance, ownerId] = target.split(':') as ['WALLET' | 'STORE', string];
        make.mutate(
          { balance, ownerId, direction, amount: Number(amount.replace(/,/g, '')), reason },
          {
            onSuccess: () => {
              setAmount('');
              setReason('');
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <LightSelect
          label="Balance"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          options={[
            { value: `WALLET:${props.userId}`, label: 'Their wallet' },
            ...props.stores.map((s) => ({ value: `STORE:${s.id}`, label: `${s.name}'s balance` })),
          ]}
        />
        <LightSegments<Direction>
          label="Add or take"
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'CREDIT', label: 'Add money' },
            { value: 'DEBIT', label: 'Take money' },
          ]}
        />
        <TextInput
          label="Amount (₦)"
          description={`Up to ${formatNaira(ADJUSTMENT_SECOND_APPROVAL_ABOVE)} applies at once; more waits for a second finance person`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'amount') : undefined}
        />
        <ReasonField
          description="Its owner reads this; it is kept in the audit log"
          value={reason}
          onChange={setReason}
          error={error}
          otherFields={['amount', 'balance', 'ownerId', 'direction']}
        />
        <Text size="xs" c="dimmed">
          A balance is never edited: this is a ledger transfer from Oja&apos;s adjustments account.
        </Text>
        <Button type="submit" loading={make.isPending} w="fit-content">
          Record adjustment
        </Button>
      </Stack>
    </form>
  );
}
