import { ApiError } from './api-client.ts';

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
