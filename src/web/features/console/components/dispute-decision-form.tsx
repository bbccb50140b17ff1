import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { ReasonField } from './reason-field.tsx';
import { useState } from 'react';
import type { DisputeOutcome } from '#shared/disputes.ts';
import { formatNaira } from '#shared/format.ts';
import { fieldMessage } from '#web/lib/error-messages.ts';
import { useDecideDispute } from '../api/disputes.ts';

/**
 * Finance's decision on a dispute: pay the seller, or refund the buyer — the whole total, or a
 * part (at most what they paid in money) with the seller paid the rest.
 */
export function DisputeDecisionForm(props: {
  disputeId: string;
  total: number;
  refundableInPart: number;
}) {
  const decide = useDecideDispute(props.disputeId);
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [refund, setRefund] = useState(String(props.total));
  const [reason, setReason] = useState('');
  const error = decide.isError ? decide.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (outcome)
          decide.mutate({
            outcome,
            refund: outcome === 'REFUND' ? refund.replace(/[₦,\s]/g, '') : undefined,
            reason,
          });
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Decision"
          value={outcome}
          onChange={(v) => setOutcome(v as DisputeOutcome)}
          error={error ? fieldMessage(error, 'outcome') : undefined}
        >
          <Stack gap={8} mt={6}>
            <Radio
              value="RELEASE"
              label="Pay the seller"
              description="The order's money goes to the store, less commission."
            />
            <Radio
              value="REFUND"
              label="Refund the buyer"
              description="To their Oja wallet: all of it, or part with the seller paid the rest."
            />
          </Stack>
        </Radio.Group>
        {outcome === 'REFUND' && (
          <TextInput
            label="Refund (₦)"
            description={`${formatNaira(props.total)} refunds it all; in part, at most ${formatNaira(props.refundableInPart)}`}
            inputMode="decimal"
            value={refund}
            onChange={(e) => setRefund(e.currentTarget.value)}
            error={error ? fieldMessage(error, 'refund') : undefined}
          />
        )}
        <ReasonField
          description={'Both the buyer and the seller read this; it is kept in the audit log'}
          value={reason}
          onChange={setReason}
          error={error}
          otherFields={['outcome', 'refund']}
        />
        <Button type="submit" disabled={!outcome} loading={decide.isPending} w="fit-content">
          Record decision
        </Button>
      </Stack>
    </form>
  );
}
