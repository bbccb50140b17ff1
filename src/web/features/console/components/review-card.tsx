import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LightTextArea } from '#web/components/light-fields.tsx';
import { Panel, Tag } from '#web/components/plain.tsx';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useReview, type ReviewKind } from '../api/reviews.ts';

/** Approve, or reject with a reason the requester is told; refusals show under the field. */
function Decide({ kind, id }: { kind: ReviewKind; id: string }) {
  const review = useReview(kind, id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const error = review.isError ? review.error : null;
  if (!rejecting)
    return (
      <Stack gap={6}>
        {error && (
          <Text size="sm" c="red.7" role="alert">
            {otherMessages(error)}
          </Text>
        )}
        <Group gap="sm">
          <Button
            size="sm"
            loading={review.isPending}
            onClick={() => review.mutate({ decision: 'APPROVE' })}
          >
            Approve
          </Button>
          <Button size="sm" variant="default" onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </Group>
      </Stack>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review.mutate({ decision: 'REJECT', reason });
      }}
    >
      <Stack gap="xs">
        <LightTextArea
          label="Why it is rejected"
          description={
            kind === 'listings'
              ? 'The vendor reads this, and can ask again once it is put right'
              : kind === 'adjustments'
                ? 'The colleague who asked reads this; no money moves'
                : 'The requester reads this; the money they paid goes back to their wallet'
          }
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={
            error ? (fieldMessage(error, 'reason') ?? otherMessages(error, ['reason'])) : undefined
          }
          minRows={2}
          maxLength={300}
        />
        <Group gap="sm">
          <Button type="submit" size="sm" color="red" loading={review.isPending}>
            Reject
          </Button>
          <Button size="sm" variant="subtle" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One request or ad to review: what it is, who asked, its state, and the decision when waiting. */
export function ReviewCard(props: {
  kind: ReviewKind;
  id: string;
  title: string;
  lines: ReactNode[];
  status: string;
  waiting: boolean;
  /** Whether this viewer may decide it (not one's own adjustment): as `waiting` unless said. */
  decidable?: boolean;
  link?: string;
}) {
  return (
    <Panel as="div" role="article" aria-label={props.title} padding="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Text>
          <Tag size="sm" color={props.waiting ? 'red.9' : 'gray.7'}>
            {props.status}
          </Tag>
        </Group>
        {props.lines.map((line, i) => (
          <Text key={i} size="sm" c={i === 0 ? undefined : 'dimmed'}>
            {line}
          </Text>
        ))}
        {props.link && (
          <Anchor href={props.link} target="_blank" size="sm" w="fit-content">
            See it in Oja
          </Anchor>
        )}
        {(props.decidable ?? props.waiting) && <Decide kind={props.kind} id={props.id} />}
      </Stack>
    </Panel>
  );
}
