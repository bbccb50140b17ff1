import { useMemo } from 'react';
import { cartLines, cartSummary, linesByBusiness } from '#shared/cart.ts';
import { useClientStore } from '#web/lib/store.ts';

/** The cart's lines, grouped by business (one order each), with its item count and subtotal. */
export function useCart() {
  const cart = useClientStore((s) => s.cart);
  return useMemo(() => {
    const lines = cartLines(cart);
    return { lines, groups: linesByBusiness(lines), ...cartSummary(lines) };
  }, [cart]);
}
