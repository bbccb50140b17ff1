import { ApiError } from './api-client.ts';

/**
 * Puts the server's per-field messages (400 validation, 409 duplicates) on the form's fields, and
 * returns them (null when the error is not about fields).
 */
export function applyFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): Record<string, string> | null {
  if (!(error instanceof ApiError && typeof error.messages === 'object')) return null;
  form.setErrors(error.messages);
  return error.messages;
}
