import { lazy, Suspense } from 'react';

// Only signed-in users have a bell: its code and the live stream's load for them, after the page.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The header's chat icon and notification bell, holding their place while their code loads. */
export function BellSlot({ chatTo }: { chatTo: string }) {
  return (
    <Suspense
      fallback={<span style={{ display: 'inline-block', width: 80, height: 40 }} aria-hidden />}
    >
      <NotificationBell chatTo={chatTo} />
    </Suspense>
  );
}
