import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's check, given the whole form too: its message, or null when the value passes. */
type Checks<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A form's values, its fields' errors and what changed since it was loaded or saved, for the
 * first screen of a budgeted page (decision 039): the part of `@mantine/form` those forms use,
 * with the same names, without its 6.6 KB. Errors show on submit and clear as a field is edited.
 */
export function useLightForm<V extends Record<string, unknown>>(
  initialValues: V,
  checks: Checks<V> = {},
) {
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function setFieldValue<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key as string];
      return rest;
    });
  }

  /** Runs the checks of the given fields (all by default); true when they all pass. */
  function validate(keys: readonly (keyof V)[] = Object.keys(checks) as (keyof V)[]): boolean {
    const found: Record<string, string> = {};
    for (const key of keys) {
      const message = checks[key]?.(values[key], values);
      if (message) found[key as string] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  const isDirty = (key?: keyof V) =>
    key === undefined
      ? Object.keys(values).some((k) => values[k] !== saved[k])
      : values[key] !== saved[key];

  return {
    values,
    errors,
    setFieldValue,
    setErrors,
    validate,
    isDirty,
    /** The values now count as saved: nothing is changed until the user edits again. */
    resetDirty: (next: V = values) => {
      setValues(next);
      setSaved(next);
    },
    onSubmit: (handler: (values: V) => void) => (event: FormEvent) => {
      event.preventDefault();
      if (validate()) handler(values);
    },
    /** A text field's value, change handler and error. */
    text: (key: TextKeys<V>) => ({
      value: values[key] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setFieldValue(key, e.currentTarget.value as V[typeof key]),
      error: errors[key as string],
    }),
  };
}
