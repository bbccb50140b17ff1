import { Notifications } from '@mantine/notifications';

/** Toasts: top-right, 4.5 s, 384 px wide, 24 px from the edges (§9). Loaded after first paint. */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={4500} containerWidth={384} zIndex={1000} />;
}
