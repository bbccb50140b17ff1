import { useId, type ReactNode } from 'react';
// Drawn like the other light fields (decision 037), from their stylesheet.
import classes from './light-fields.module.css';

export type Choice<T extends string> = { value: T; label: ReactNode; disabled?: boolean };

/**
 * One of a few choices as native radio buttons in a fieldset: in bordered cards (`cards`) or as
 * plain lines. Light enough for the screens a shopper pays from (checkout, a plan's payment).
 */
export function ChoiceCards<T extends string>({
  legend,
  value,
  onChange,
  choices,
  cards = true,
}: {
  legend: string;
  value: T | null;
  onChange: (value: T) => void;
  choices: Choice<T>[];
  cards?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={classes.group}>
      <legend className={`${classes.label} ${classes.legend}`}>{legend}</legend>
      <div className={classes.options}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={cards ? `${classes.option} ${classes.card}` : classes.option}
            data-checked={c.value === value || undefined}
            data-disabled={c.disabled || undefined}
          >
            <input
              type="radio"
              className={classes.radio}
              name={name}
              value={c.value}
              checked={c.value === value}
              disabled={c.disabled}
              onChange={() => onChange(c.value)}
            />
            <span className={classes.body}>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
