import type { AmountRule } from '#shared/validation/rules.ts';
import type { Check } from './validators.ts';

/**
 * Whether `value` is a whole number of `step`s, allowing for binary rounding (0.07 × 29 is not
 * exactly 2.03 in floating point) as the schema's `multipleOf` does.
 */
function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
}

/** The checks of an amount rule (a number input left empty gives '' — not an amount). */
export function amountCheck(rule: AmountRule): Check {
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return rule.required;
    if (value < rule.min.value) return rule.min.message;
    if (value > rule.max.value) return rule.max.message;
    if (!isMultipleOf(value, rule.step.value)) return rule.step.message;
    if (rule.positive && !(value > 0)) return rule.positive;
    return null;
  };
}
