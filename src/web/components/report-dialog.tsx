import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REPORT_REASON_NAMES,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
} from '#shared/moderation.ts';
import { api } from '#web/lib/api-client.ts';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { notify } from '#web/lib/notify.ts';
import { LazyModal } from './lazy-modal.tsx';

/** Why the person reports it, and anything Oja's team should know; the server's refusals show here. */
export function ReportDialog(props: {
  subjectType: ReportSubject;
  subjectId: string;
  what: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.post('/reports', {
        subjectType: props.subjectType,
        subjectId: props.subjectId,
        reason,
        details: details.trim() || undefined,
      }),
    onSuccess: (res) => {
      notify.success(res.message ?? 'Reported');
      props.onClose();
    },
  });
  const refusal = send.isError ? otherMessages(send.error, ['details']) : null;
  return (
    <LazyModal
      opened
      onClose={props.onClose}
      title={`Report this ${props.what}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) send.mutate();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label="What is wrong with it?"
            value={reason}
            onChange={(v) => setReason(v as ReportReason)}
          >
            <Stack gap={8} mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={REPORT_REASON_NAMES[r]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Anything else we should know (optional)"
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            error={send.isError ? fieldMessage(send.error, 'details') : undefined}
          />
          {refusal && (
            <Text size="sm" c="red.7" role="alert">
              {refusal}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Oja’s team reviews every report. The person is not told who reported them.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!reason} loading={send.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
