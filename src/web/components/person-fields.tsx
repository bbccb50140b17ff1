import { PasswordInput, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The fields the auth screens, the password card and the address forms share, with Mantine's
 * inputs: these forms are behind a tap or on screens whose budget holds Mantine's inputs. (The
 * profile on My account's first screen draws its own with the plain fields of decision 037.)
 */

/** What `form.getInputProps(field)` gives an input. */
type InputProps = Pick<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onFocus' | 'onBlur' | 'error'
>;

/** The password a user has now: to log in, or to confirm a change. */
export function CurrentPasswordField({
  label = 'Password',
  ...props
}: InputProps & { label?: string }) {
  return <PasswordInput label={label} autoComplete="current-password" {...props} />;
}

/** A password being chosen (sign-up, a reset, a change); `description` shows the rule. */
export function NewPasswordField({
  label = 'New password',
  description = 'At least 8 characters',
  ...props
}: InputProps & { label?: string; description?: ReactNode }) {
  return (
    <PasswordInput label={label} description={description} autoComplete="new-password" {...props} />
  );
}

/** Who receives a delivery and the number the rider calls, side by side from 576 px. */
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
