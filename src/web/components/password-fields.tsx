import { PasswordInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The password fields the auth screens and the password card share, with Mantine's inputs: the
 * auth screens' budget holds them and the card loads after My account's first screen. (The
 * address forms' recipient fields are a module of their own, so these screens do not carry
 * them.)
 */

/** What `form.getInputProps(field)` gives an input. */
export type InputProps = Pick<
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
