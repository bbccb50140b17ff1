/**
 * The forms' checks, built from the same rules as the server's zod schemas
 * (`#shared/validation/*`), so a form says what is wrong before a round trip, in the server's
 * words, without shipping the schema library to phones: a form's field is checked with
 * `textCheck(RULE)` or `amountCheck(RULE)` (in `amount-check.ts`: only price forms need it). The
 * server validates everything again and its per-field messages are shown the same way.
 * `validators.test.ts` feeds these checks and the server's schemas one table of inputs.
 */
import type { TextRule } from '#shared/validation/rules.ts';

/** A form field's check: its message, or null when the value passes. */
export type Check = (value: unknown) => string | null;

/** The checks of a text rule, in the rule's order: the first that fails is the message. */
export function textCheck(rule: TextRule): Check {
  return (value) => {
    if (typeof value !== 'string') return rule.required;
    let text = rule.trim ? value.trim() : value;
    if (rule.lowercase) text = text.toLowerCase();
    if (rule.min && text.length < rule.min.value) return rule.min.message;
    if (rule.max && text.length > rule.max.value) return rule.max.message;
    if (rule.pattern && !rule.pattern.regex.test(text)) return rule.pattern.message;
    return null;
  };
}

/** A choice the form insists on (a state or category picked from a list), in the form's words. */
export const required =
  (message: string): Check =>
  (value) =>
    typeof value === 'string' && value.trim() ? null : message;
