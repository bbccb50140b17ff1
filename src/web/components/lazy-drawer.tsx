import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const loadDrawer = () => import('./drawer-code.ts');
const Drawer = lazy(loadDrawer);

/** Fetches the drawer's code ahead of its first opening, once what opens it is on screen. */
export function preloadDrawer(): void {
  void loadDrawer();
}

/**
 * Mantine's Drawer, whose code (focus trap, portal, scroll lock) is not part of the screens that
 * show one, as `LazyModal` is for dialogs. Nothing renders until it first opens.
 */
export function LazyDrawer(props: DrawerProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
