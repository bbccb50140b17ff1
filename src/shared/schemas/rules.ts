import { z } from 'zod';
import type { AmountRule, TextRule } from '../validation/rules.ts';

/** The zod side of a text rule of `#shared/validation.ts`: the same checks in the same order. */
export function textSchema(rule: TextRule) {
  let schema = z.string({ message: rule.required });
  if (rule.trim) schema = schema.trim();
  if (rule.lowercase) schema = schema.toLowerCase();
  if (rule.min) schema = schema.min(rule.min.value, rule.min.message);
  if (rule.max) schema = schema.max(rule.max.value, rule.max.message);
  if (rule.pattern && !rule.email) schema = schema.regex(rule.pattern.regex, rule.pattern.message);
  return schema;
}

/** An e-mail rule: the text checks, then the address itself, declared as an e-mail format. */
export function emailTextSchema(rule: TextRule & { pattern: NonNullable<TextRule['pattern']> }) {
  return textSchema(rule).pipe(
    z.email({ pattern: rule.pattern.regex, message: rule.pattern.message }),
  );
}

/** The zod side of an amount rule of `#shared/validation.ts`. */
export function amountSchema(rule: AmountRule) {
  const schema = z
    .number({ message: rule.required })
    .min(rule.min.value, rule.min.message)
    .max(rule.max.value, rule.max.message)
    .multipleOf(rule.step.value, rule.step.message);
  const positive = rule.positive;
  return positive ? schema.refine((n) => n > 0, positive) : schema;
}
