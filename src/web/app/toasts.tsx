import { Notifications } from '@mantine/notifications';

/** Toasts: top-right, 4.5 s, 384 px wide, 24 px from the edges; at most three at once so
 * they never cover a phone's form. Loaded with the first toast. */
export default function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={4500}
      containerWidth={384}
      limit={3}
      zIndex={1000}
    />
  );
}
