import {
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import classes from './light-fields.module.css';

// The switch has a module of its own, so a screen that needs only it downloads only it.
export { LightSwitch } from './light-switch.tsx';

type FrameProps = {
  label: string;
  /** The label is for screen readers only (a row of fields under one heading). */
  hideLabel?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  maxWidth?: number;
};

/** What a control needs to be tied to its frame's description and error. */
type Tie = {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A label, an optional description and an optional error around one control, in Mantine's input
 * wrapper layout; the control is tied to them by id for screen readers and tests.
 */
function Frame({
  label,
  hideLabel,
  description,
  error,
  maxWidth,
  control,
}: FrameProps & { control: (tie: Tie) => ReactElement }) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes.field} style={{ maxWidth }}>
      <label className={hideLabel ? classes.hidden : classes.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <div className={classes.description} id={`${id}-description`}>
          {description}
        </div>
      )}
      {control({
        id,
        className: classes.input!,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <div className={classes.error} id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

/** A field's props split into its frame's and its control's. */
function split<P extends FrameProps>({
  label,
  hideLabel,
  description,
  error,
  maxWidth,
  ...control
}: P) {
  return [{ label, hideLabel, description, error, maxWidth }, control] as const;
}

/**
 * A labelled text input in plain markup that looks like Mantine's TextInput: for a screen's first
 * form field where Mantine's input family would push the page past its download budget.
 */
export function LightTextField({ type = 'text', ...props }: Native & FrameProps) {
  const [frame, input] = split(props);
  // A field's own aria-invalid or aria-describedby (its message shown elsewhere) wins.
  return <Frame {...frame} control={(tie) => <input {...tie} {...input} type={type} />} />;
}

/** A labelled textarea that grows with its text up to `maxRows` (like Mantine's autosize). */
export function LightTextArea({
  minRows = 3,
  maxRows = 10,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id' | 'rows'> &
  FrameProps & { minRows?: number; maxRows?: number }) {
  const [frame, textarea] = split(props);
  return (
    <Frame
      {...frame}
      control={(tie) => (
        <textarea
          {...textarea}
          {...tie}
          rows={minRows}
          className={`${tie.className} ${classes.textarea}`}
          style={{ minHeight: `calc(${minRows}lh + 18px)`, maxHeight: `calc(${maxRows}lh + 18px)` }}
        />
      )}
    />
  );
}

/** A labelled native select, drawn like Mantine's NativeSelect. */
export function LightSelect({
  options,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id' | 'children'> &
  FrameProps & { options: { value: string; label: string }[] }) {
  const [frame, select] = split(props);
  return (
    <Frame
      {...frame}
      control={(tie) => (
        <select {...select} {...tie} className={`${tie.className} ${classes.select}`}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
