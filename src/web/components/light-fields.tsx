import { useId, type InputHTMLAttributes } from 'react';
import classes from './light-fields.module.css';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'type'>;

/**
 * A labelled text input in plain markup that looks like Mantine's TextInput: for a screen's first
 * form field where Mantine's input family would push the page past its download budget.
 */
export function LightTextField({
  label,
  description,
  maxWidth,
  ...input
}: Native & { label: string; description?: string; maxWidth?: number }) {
  const id = useId();
  return (
    <div className={classes.field} style={{ maxWidth }}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <div className={classes.description} id={`${id}-description`}>
          {description}
        </div>
      )}
      <input
        {...input}
        id={id}
        type="text"
        className={classes.input}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}

/** An on/off choice drawn as a switch: a native checkbox with the switch role. */
export function LightSwitch({
  label,
  description,
  ...input
}: Native & { label: string; description?: string }) {
  const id = useId();
  return (
    <label className={classes.option} data-disabled={input.disabled || undefined}>
      <input
        {...input}
        type="checkbox"
        role="switch"
        className={classes.switch}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span className={classes.field}>
        <span className={classes.label}>{label}</span>
        {description && (
          <span className={classes.description} id={`${id}-description`}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
