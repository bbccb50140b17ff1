import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatBadgeCount } from '#shared/format.ts';
import { useClientStore } from '#web/lib/store.ts';
import { useCartCount } from '../use-cart.ts';

const CartDrawer = lazy(() => import('./cart-drawer.tsx'));

/** The header's cart icon with its item count; opens the cart drawer (loaded when first opened). */
export function CartButton() {
  const count = useCartCount();
  const open = useClientStore((s) => s.isOpen);
  const setOpen = useClientStore((s) => s.setCartOpen);
  // Stays mounted after the first opening so that closing animates.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return (
    <>
      <Indicator
        label={formatBadgeCount(count)}
        disabled={count === 0}
        size={18}
        offset={4}
        color="amber.5"
        styles={{ indicator: { color: 'var(--mantine-color-navy-9)', fontWeight: 700 } }}
      >
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={
            count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
          }
          onClick={() => setOpen(true)}
        >
          <IconShoppingCart size={22} stroke={1.7} />
        </ActionIcon>
      </Indicator>
      {used && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
