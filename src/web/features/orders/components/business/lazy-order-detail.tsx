import { Suspense, type ComponentProps } from 'react';
import { deferred } from '#web/components/deferred.tsx';

// An order's drawer (its items, address and tracking steps) is not part of the order lists:
// its code comes once a list has shown, so the first order opened shows at once.
const Drawer = deferred(() => import('./order-detail.tsx').then((m) => m.OrderDetailDrawer));

/** The order drawer of `order-detail.tsx`, fetched after the screen that holds it. */
export function OrderDetailDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
