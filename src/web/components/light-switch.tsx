import { useId, type InputHTMLAttributes } from 'react';
import classes from './light-fields.module.css';

/** An on/off choice drawn as a switch: a native checkbox with the switch role. */
export function LightSwitch({
  label,
  hideLabel,
  description,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'type'> & {
  label: string;
  /** The label is for screen readers only (a switch in a table row that names its product). */
  hideLabel?: boolean;
  description?: string;
}) {
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
        <span className={hideLabel ? classes.hidden : classes.label}>{label}</span>
        {description && (
          <span className={classes.description} id={`${id}-description`}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
