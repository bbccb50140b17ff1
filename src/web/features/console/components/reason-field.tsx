import { Text, Textarea } from '@mantine/core';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';

/**
 * The "Why" of a console decision (kept in the audit log, often told to someone), with the
 * server's message for it under the field and any other refusal under that.
 */
export function ReasonField(props: {
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** The failed request, if the last one failed. */
  error: unknown;
  /** The form's other fields, whose messages show by them rather than here. */
  otherFields?: string[];
}) {
  const { error } = props;
  const refusal = error ? otherMessages(error, ['reason', ...(props.otherFields ?? [])]) : null;
  return (
    <>
      <Textarea
        label="Why"
        description={props.description}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
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
    </>
  );
}
