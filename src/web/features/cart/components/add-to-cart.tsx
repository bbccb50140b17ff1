import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ShoppingCartPlusIcon } from '#web/components/icons/shopping-cart-plus.tsx';
import { useState } from 'react';
import { addToCart, MAX_LINE_QUANTITY } from '#shared/cart.ts';
import { shownPrice } from '#shared/sale.ts';
import type { Product } from '#shared/schemas/products.ts';
import { notify } from '#web/lib/notify.ts';
import { useClientStore } from '#web/lib/store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * Quantity and "Add to cart" for a product page. With variants, the chosen one's quantity in the
 * cart is replaced; without, the count grows. Neither goes past what is in stock. Key it by
 * the chosen variant. `resaleId`: the resale the shopper came through, which credits the reseller.
 * `ownBusiness`: the product is the viewer's own business's, which they cannot buy.
 */
export function AddToCart({
  product,
  variant,
  resaleId,
  ownBusiness = false,
}: {
  product: Product;
  variant: string | null;
  resaleId?: string;
  ownBusiness?: boolean;
}) {
  const entry = useClientStore((s) => s.cart[product._id]);
  const updateCart = useClientStore((s) => s.updateCart);
  const setOpen = useClientStore((s) => s.setCartOpen);
  const hasVariants = product.variants.length > 0;
  const chosen = product.variants.find((v) => v.name === variant);
  const inCart = chosen
    ? (entry?.variants.find((v) => v.name === chosen.name)?.qty ?? 0)
    : hasVariants
      ? 0
      : (entry?.count ?? 0);
  // In a running sale: its price, and the sale the checkout is priced in; a flash sale sells
  // no more than the units it has left.
  const price = shownPrice(product);
  const flashLeft = price.sale?.unitsLeft ?? null;
  const available = Math.min(
    MAX_LINE_QUANTITY,
    flashLeft ?? MAX_LINE_QUANTITY,
    chosen ? chosen.qty : hasVariants ? 0 : Math.max(0, product.quantity - inCart),
  );
  // The product page keys this by variant, so a variant already in the cart starts at its count.
  const [quantity, setQuantity] = useState<number | ''>(() =>
    chosen && inCart > 0 ? Math.min(inCart, Math.max(1, available)) : 1,
  );
  const wanted = Math.min(Math.max(1, Number(quantity) || 1), Math.max(1, available));
  const replacing = Boolean(chosen) && inCart > 0;
  const typeName = hasVariants ? product.variants[0]!.type.toLowerCase() : '';

  function submit() {
    const { amount, sale } = price;
    const snapshot = {
      _id: product._id,
      name: product.name,
      photo: product.photo,
      unitPrice: amount,
      businessId: product.businessId,
      businessName: product.business.name,
    };
    const variant = chosen ? { name: chosen.name, type: chosen.type, qty: wanted } : undefined;
    const resale = { ...(resaleId ? { resaleId } : {}), promotionId: sale?.promotionId };
    updateCart((cart) =>
      addToCart(cart, snapshot, variant ? { variant, ...resale } : { count: wanted, ...resale }),
    );
    if (!chosen) setQuantity(1);
    notify.success(
      replacing
        ? `Your cart now has ${wanted} of ${product.name} (${chosen!.name})`
        : `${product.name}${chosen ? ` (${chosen.name})` : ''} added to your cart`,
    );
  }

  if (ownBusiness) {
    return (
      <Text size="sm" c="dimmed">
        This is a product of your business, {product.business.name}: you cannot buy it.
      </Text>
    );
  }

  const soldOut = hasVariants ? product.variants.every((v) => v.qty === 0) : product.quantity === 0;
  let hint: string | null = null;
  if (soldOut) hint = null;
  else if (hasVariants && !chosen) hint = `Choose a ${typeName} to add it to your cart.`;
  else if (!hasVariants && available === 0)
    hint = `All ${product.quantity} in stock are already in your cart.`;

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <QuantityStepper
          value={quantity}
          max={available}
          onChange={setQuantity}
          disabled={soldOut || available === 0}
        />
        <Button
          size="md"
          leftSection={<ShoppingCartPlusIcon size={18} />}
          disabled={soldOut || available === 0}
          onClick={submit}
          style={{ flex: 1 }}
          maw={280}
        >
          {soldOut ? 'Sold out' : replacing ? 'Update cart' : 'Add to cart'}
        </Button>
      </Group>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {entry && (
        <Text size="sm">
          In your cart: {entry.count}.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
            View cart
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
