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
  /**
   * No words beside the switch (a table row's switch that names its product): the label is the
   * switch's accessible name alone, so the page's text does not repeat the row's.
   */
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
        aria-label={hideLabel ? label : undefined}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      {!hideLabel && (
        <span className={classes.field}>
          <span className={classes.label}>{label}</span>
          {description && (
            <span className={classes.description} id={`${id}-description`}>
              {description}
            </span>
          )}
        </span>
      )}
    </label>
  );
}
