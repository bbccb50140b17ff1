import { ApiError } from './api-client.ts';
import { notify } from './notify.ts';

/** Whether a message's key (`name`, `address.city`, `items.0.qty`) names one of the form's values. */
function isField(values: unknown, key: string): boolean {
  let at: unknown = values;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

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
  for (const [key, message] of Object.entries(error.messages)) {
    if (values === undefined || shown.includes(key) || isField(values, key))
      onFields[key] = message;
    else elsewhere[key] = message;
  }
  form.setErrors(onFields);
  if (!error.toasted) notify.error(elsewhere);
  return error.messages;
}

/** The server's message for one field of a failed request, if it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && typeof error.messages === 'object'
    ? error.messages[field]
    : undefined;
}

/** A failed request's messages other than those of the given fields, as one line (or null). */
export function otherMessages(error: unknown, fields: readonly string[] = []): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  if (typeof error.messages === 'string') return error.messages;
  const rest = Object.entries(error.messages)
    .filter(([key]) => !fields.includes(key))
    .map(([, message]) => message);
  return rest.length > 0 ? rest.join(' ') : null;
}
