/** What a toast says: a text, or an object whose values are one toast each (docs/api.md#envelope). */
export type Message = string | Record<string, string> | null | undefined;

/** Object-valued messages become one entry per value (docs/api.md#envelope). */
export function flattenMessage(message: Message): string[] {
  if (!message) return [];
  if (typeof message === 'string') return [message];
  return Object.values(message).filter((v): v is string => typeof v === 'string' && v.length > 0);
}
