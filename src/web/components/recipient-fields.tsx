import { SimpleGrid, TextInput } from '@mantine/core';
import type { InputProps } from './password-fields.tsx';

/**
 * Who receives a delivery and the number the rider calls, side by side from 576 px: the same
 * two fields in the account's and checkout's address forms (both behind a tap, with Mantine).
 */
export function RecipientFields({
  inputProps,
}: {
  inputProps: (field: 'recipientName' | 'phone') => InputProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Recipient name" autoComplete="name" {...inputProps('recipientName')} />
      <TextInput
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...inputProps('phone')}
      />
    </SimpleGrid>
  );
}
