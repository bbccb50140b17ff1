import { LightSegments } from '#web/components/light-segments.tsx';

/** A queue's two views: what waits for staff, and what they decided. */
export function QueueStatus<W extends string>(props: {
  /** The waiting status's value in this queue's API ("OPEN", "PENDING"). */
  waiting: W;
  value: W | 'DECIDED';
  onChange: (value: W | 'DECIDED') => void;
}) {
  return (
    <LightSegments<W | 'DECIDED'>
      label="Show"
      value={props.value}
      onChange={props.onChange}
      options={[
        { value: props.waiting, label: 'Waiting' },
        { value: 'DECIDED', label: 'Decided' },
      ]}
    />
  );
}
