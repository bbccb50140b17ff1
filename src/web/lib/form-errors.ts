import { ApiError } from './api-client.ts';
import { notify } from './notify.ts';

/** Whether a message's key (`name`, `address.city`, `items.0.qty`) names one of the form's values. */
const isField = (values: unknown, key: string) =>
  key.split('.').every((part) => {
    if (values === null || typeof values !== 'object' || !(part in values)) return false;
    values = (values as Record<string, unknown>)[part];
    return true;
  });

/**
 * Puts the server's per-field messages (400 validation, 409 duplicates) on the form's fields, and
 * returns them (null when the error is not about fields). A message for something the form has no
 * field for is shown as a toast instead, so no message of the server is ever lost.
 */
export function applyFieldErrors(
  form: {
    setErrors: (errors: Record<string, string>) => void;
    values?: unknown;
    getValues?: () => unknown;
  },
  error: unknown,
  /** Keys the form shows though they are not among its values (an address's parts). */
  shown: readonly string[] = [],
): Record<string, string> | null {
  if (!(error instanceof ApiError && typeof error.messages === 'object')) return null;
  const values = form.getValues ? form.getValues() : form.values;
  const onFields: Record<string, string> = {};
  const elsewhere: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.messages))
    (values === undefined || shown.includes(key) || isField(values, key) ? onFields : elsewhere)[
      key
    ] = message;
  form.setErrors(onFields);
  if (!error.toasted) notify.error(elsewhere);
  return error.messages;
}
