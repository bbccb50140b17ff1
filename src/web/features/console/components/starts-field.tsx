import { TextInput } from '@mantine/core';
import { fieldMessage } from '#web/lib/error-messages.ts';

/** A local date and time typed in the form → the instant it means, or undefined for "now". */
export const instantOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** When a new rate or price starts (`effectiveFrom`): empty for now, never in the past. */
export function StartsField(props: {
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** The failed request, if the last one failed. */
  error: unknown;
}) {
  return (
    <TextInput
      type="datetime-local"
      label="Starts"
      description={props.description}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error ? fieldMessage(props.error, 'effectiveFrom') : undefined}
    />
  );
}
