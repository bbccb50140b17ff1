/**
 * What people may type into Oja, in one place: the patterns, length limits and messages of the
 * API contract's text and amount fields, one file per area of the contract (`people.ts`,
 * `businesses.ts`, `catalogue.ts`). The zod schemas of `schemas/` (which the server enforces) are
 * built from these rules by `schemas/rules.ts`, and the web forms' checks by
 * `#web/lib/validators.ts`, so a form never lets through what the server refuses and both say
 * the same thing about it. Plain data, no zod: the browser gets the rules without the schema
 * library, and each screen only the rules of its own forms.
 */

/** A bound and what to say when a value falls outside it. */
export type Limit = { value: number; message: string };

/**
 * A text field. Checks run in this order and the first failure is the field's message:
 * not text at all → `required`; then, on the trimmed (and lower-cased) value, `min`, `max`,
 * `pattern`.
 */
export type TextRule = {
  /** The value is missing or not text. */
  required: string;
  /** Spaces around the value are dropped before it is checked and kept. */
  trim: boolean;
  lowercase?: boolean;
  /** Fewest characters (UTF-16 code units, as `String.length` counts them). */
  min?: Limit;
  max?: Limit;
  pattern?: { regex: RegExp; message: string };
  /** The pattern is an e-mail address: the schema declares it as one (OpenAPI `format: email`). */
  email?: boolean;
};

/** An amount in naira: a number within bounds with at most two decimals. */
export type AmountRule = {
  required: string;
  min: Limit;
  max: Limit;
  /** The value is a whole multiple of this (0.01: at most two decimals). */
  step: Limit;
  /** Must be more than zero (a price), said after the other checks. */
  positive?: string;
};
