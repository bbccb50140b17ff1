import { useId, type ReactNode } from 'react';
import classes from './light-segments.module.css';

/**
 * One of a few choices side by side, drawn as Mantine's SegmentedControl (size xs) with native
 * radio buttons (decision 067): the browser gives it arrow keys and focus, and it costs a
 * dashboard none of the segmented control's measuring code.
 */
export function LightSegments<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  /** The group's accessible name ("Period"). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: ReactNode }[];
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((o) => (
        <label key={o.value} className={classes.segment}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
