import { lazy, Suspense } from 'react';

// Only signed-in users have a bell: its code and the live stream's load for them, after the page.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The header's chat icon and notification bell, side by side as one part of the header (a
 * header spreading its parts apart would otherwise put one in the middle), holding their place
 * while their code loads.
 */
export function BellSlot({ chatTo }: { chatTo: string }) {
  return (
    <span style={{ display: 'flex', flex: 'none', width: 80, height: 40 }}>
      <Suspense fallback={null}>
        <NotificationBell chatTo={chatTo} />
      </Suspense>
    </span>
  );
}
