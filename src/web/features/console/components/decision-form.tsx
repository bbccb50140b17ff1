import { Button, Radio, Stack, Text } from '@mantine/core';
import { ReasonField } from './reason-field.tsx';
import { useState } from 'react';
import {
  HIDEABLE_SUBJECTS,
  type ModerationAction,
  type ReportSubject,
} from '#shared/moderation.ts';
import { fieldMessage } from '#web/lib/error-messages.ts';
import { useDecideReport } from '../api/reports.ts';

const CHOICES: { action: ModerationAction; label: string; hint: string }[] = [
  { action: 'HIDE', label: 'Hide it', hint: 'Nobody but its author sees it; they are told why.' },
  { action: 'RESTORE', label: 'Show it again', hint: 'It shows again; its author is told.' },
  { action: 'WARN', label: 'Warn the author', hint: 'It stays; its author gets a warning.' },
  { action: 'DISMISS', label: 'Dismiss the reports', hint: 'Nothing was wrong; nobody is told.' },
];

/** Content staff's decision on a reported item, with the reason its author is told. */
export function DecisionForm(props: {
  subjectType: ReportSubject;
  subjectId: string;
  hidden: boolean;
}) {
  const decide = useDecideReport(props.subjectType, props.subjectId);
  const hideable = HIDEABLE_SUBJECTS.includes(props.subjectType);
  const choices = CHOICES.filter(
    (c) =>
      (c.action !== 'HIDE' || (hideable && !props.hidden)) &&
      (c.action !== 'RESTORE' || (hideable && props.hidden)),
  );
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const error = decide.isError ? decide.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (action)
          decide.mutate(
            { action, reason },
            {
              onSuccess: () => {
                setAction(null);
                setReason('');
              },
            },
          );
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Decision"
          value={action}
          onChange={(v) => setAction(v as ModerationAction)}
          error={error ? fieldMessage(error, 'action') : undefined}
        >
          <Stack gap={8} mt={6}>
            {choices.map((c) => (
              <Radio key={c.action} value={c.action} label={c.label} description={c.hint} />
            ))}
          </Stack>
        </Radio.Group>
        {!hideable && (
          <Text size="sm" c="dimmed">
            Only posts and comments are hidden here. Warn the owner of a product, store or account,
            or suspend them from their account screen.
          </Text>
        )}
        <ReasonField
          description={'The author reads this; it is kept in the audit log'}
          value={reason}
          onChange={setReason}
          error={error}
          otherFields={['action']}
        />
        <Button type="submit" disabled={!action} loading={decide.isPending} w="fit-content">
          Record decision
        </Button>
      </Stack>
    </form>
  );
}
