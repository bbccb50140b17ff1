import { lazy, Suspense } from 'react';

// Only signed-in users have a bell: its code and the live stream's load for them, after the page.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The header's notification bell, holding its place while its code loads. */
export function BellSlot() {
  return (
    <Suspense
      fallback={<span style={{ display: 'inline-block', width: 40, height: 40 }} aria-hidden />}
    >
      <NotificationBell />
    </Suspense>
  );
}
