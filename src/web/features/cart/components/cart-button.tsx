import { ShoppingCartIcon } from '#web/components/icons/shopping-cart.tsx';
import { lazy, Suspense, useState } from 'react';
import { formatBadgeCount } from '#shared/badge-count.ts';
import { useClientStore } from '#web/lib/store.ts';
import classes from '#web/components/header-icon.module.css';

const CartDrawer = lazy(() => import('./cart-drawer.tsx'));

/** The header's cart icon with its item count; opens the cart drawer (loaded when first opened). */
export function CartButton() {
  const count = useClientStore((s) => Object.values(s.cart).reduce((n, e) => n + e.count, 0));
  const open = useClientStore((s) => s.isOpen);
  const setOpen = useClientStore((s) => s.setCartOpen);
  // Stays mounted after the first opening so that closing animates.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        type="button"
        className={classes.icon}
        aria-label={
          count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
        }
        onClick={() => setOpen(true)}
      >
        <ShoppingCartIcon size={22} stroke={1.7} />
        {count > 0 && (
          <span className={classes.count} aria-hidden="true">
            {formatBadgeCount(count)}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
