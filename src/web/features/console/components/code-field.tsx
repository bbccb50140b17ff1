import { PinInput, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ApiError } from '#web/lib/api-client.ts';

/** The server's words for a refused code, or a plain retry line when it gave none. */
export const refusal = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong; please try again';

/** Six boxes for an authenticator code, with its label and the refusal under them. */
export function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error: string | null;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={error !== null}
        aria-labelledby={labelId}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
