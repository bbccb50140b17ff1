import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { SUPPORT_REPLY } from '#shared/validation/support.ts';
import { LightTextArea } from '#web/components/light-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { otherMessages } from '#web/lib/error-messages.ts';
import { textCheck } from '#web/lib/validators.ts';

const checkReply = textCheck(SUPPORT_REPLY);

/**
 * A message for a support thread: checked before sending, emptied once sent, and the server's
 * refusal shown under it. `send` is the requester's reply or Oja support's answer.
 */
export function ReplyForm(props: {
  label: string;
  description?: string | undefined;
  pending: boolean;
  send: (text: string, done: { onSuccess: () => void; onError: (err: Error) => void }) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkReply(text);
        if (problem) return setError(problem);
        setError(null);
        props.send(text.trim(), {
          onSuccess: () => setText(''),
          onError: (err) => {
            // Field messages are not toasted: every one of them shows on the reply.
            if (err instanceof ApiError && typeof err.messages === 'object')
              setError(otherMessages(err));
          },
        });
      }}
    >
      <Stack gap="xs">
        <LightTextArea
          label={props.label}
          minRows={3}
          maxRows={10}
          maxLength={5000}
          value={text}
          error={error}
          description={props.description}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={props.pending}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
