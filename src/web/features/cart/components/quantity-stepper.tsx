import { useId } from 'react';
import classes from './quantity-stepper.module.css';

/** A whole quantity from 1 to `max`, typed or stepped; an emptied box reads as '' until left. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number | '';
  max: number;
  onChange: (value: number | '') => void;
  disabled?: boolean;
}) {
  const id = useId();
  const current = value === '' ? 1 : value;
  const clamp = (n: number) => Math.min(Math.max(1, Math.trunc(n) || 1), Math.max(1, max));
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Quantity
      </label>
      <div className={classes.stepper}>
        <button
          type="button"
          className={classes.step}
          aria-label="One fewer"
          disabled={disabled || current <= 1}
          onClick={() => onChange(clamp(current - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={classes.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value === '' ? '' : clamp(Number(e.target.value)))}
          onBlur={() => onChange(clamp(current))}
        />
        <button
          type="button"
          className={classes.step}
          aria-label="One more"
          disabled={disabled || current >= max}
          onClick={() => onChange(clamp(current + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
