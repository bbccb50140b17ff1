import { ApiError } from './api-client.ts';

/** Puts the server's per-field messages (400 validation, 409 duplicates) on the form's fields. */
export function applyFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): void {
  if (error instanceof ApiError && typeof error.messages === 'object')
    form.setErrors(error.messages);
}
