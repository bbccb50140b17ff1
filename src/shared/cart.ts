import { nairaToKobo } from './money.ts';

/**
 * The cart rules, shared by the web app (which keeps the cart in its saved state) and the
 * server (which prices the same lines for checkout). Pure functions: each returns a new cart.
 */
export type CartVariant = { name: string; type: string; qty: number };
export type CartProduct = {
  _id: string;
  name: string;
  photo: string | null;
  unitPrice: number;
  businessId: string;
  /** The business's name when the product was added, to head its group in the cart. */
  businessName?: string;
};
export type CartEntry = {
  product: CartProduct;
  count: number;
  promotionId?: string;
  /** The resale the shopper came through (a reseller's post or link): it credits the reseller. */
  resaleId?: string;
  variants: CartVariant[];
};
/** Keyed by product _id. */
export type Cart = Record<string, CartEntry>;
export type CartLine = {
  product: CartProduct;
  count: number;
  variant: CartVariant | null;
  promotionId?: string;
  resaleId?: string;
};

export const MAX_LINE_QUANTITY = 99;

const clamp = (n: number) => Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(n)));

/**
 * Adds a product. With a variant, a variant of the same name is replaced (its quantity is the
 * one given); without, the count grows by `count`.
 */
export function addToCart(
  cart: Cart,
  product: CartProduct,
  opts: { count?: number; variant?: CartVariant; promotionId?: string; resaleId?: string } = {},
): Cart {
  const current = cart[product._id] ?? { product, count: 0, variants: [] };
  // The sale the product is bought in, as the product stands when it is added (none once over).
  const promotionId = 'promotionId' in opts ? opts.promotionId : current.promotionId;
  // The latest reseller the shopper came through is the one credited.
  const resaleId = opts.resaleId ?? current.resaleId;
  let next: CartEntry;
  if (opts.variant) {
    const variant = { ...opts.variant, qty: clamp(opts.variant.qty) };
    const variants = [...current.variants.filter((v) => v.name !== variant.name), variant].filter(
      (v) => v.qty > 0,
    );
    next = { product, variants, count: variants.reduce((sum, v) => sum + v.qty, 0) };
  } else {
    next = { product, variants: current.variants, count: clamp(current.count + (opts.count ?? 1)) };
  }
  if (promotionId) next.promotionId = promotionId;
  if (resaleId) next.resaleId = resaleId;
  if (next.count === 0) return removeFromCart(cart, product._id);
  return { ...cart, [product._id]: next };
}

/** Removes a whole product, or one of its variants. */
export function removeFromCart(cart: Cart, productId: string, variantName?: string): Cart {
  const entry = cart[productId];
  if (!entry) return cart;
  if (variantName === undefined || entry.variants.length === 0) {
    const { [productId]: _removed, ...rest } = cart;
    return rest;
  }
  const variants = entry.variants.filter((v) => v.name !== variantName);
  if (variants.length === 0) return removeFromCart(cart, productId);
  return {
    ...cart,
    [productId]: { ...entry, variants, count: variants.reduce((sum, v) => sum + v.qty, 0) },
  };
}

/** Sets a line's quantity (0 removes it). */
export function setLineQuantity(
  cart: Cart,
  productId: string,
  qty: number,
  variantName?: string,
): Cart {
  const entry = cart[productId];
  if (!entry) return cart;
  const variant = variantName ? entry.variants.find((v) => v.name === variantName) : undefined;
  if (variant) {
    return clamp(qty) === 0
      ? removeFromCart(cart, productId, variantName)
      : addToCart(cart, entry.product, {
          variant: { ...variant, qty },
          promotionId: entry.promotionId,
          resaleId: entry.resaleId,
        });
  }
  if (clamp(qty) === 0) return removeFromCart(cart, productId);
  return { ...cart, [productId]: { ...entry, count: clamp(qty) } };
}

/** One line per variant (its quantity is the count), or one line for a product without variants. */
export function cartLines(cart: Cart): CartLine[] {
  return Object.values(cart).flatMap<CartLine>((entry) =>
    entry.variants.length > 0
      ? entry.variants.map((variant) => ({
          product: entry.product,
          count: variant.qty,
          variant,
          ...(entry.promotionId ? { promotionId: entry.promotionId } : {}),
          ...(entry.resaleId ? { resaleId: entry.resaleId } : {}),
        }))
      : [
          {
            product: entry.product,
            count: entry.count,
            variant: null,
            ...(entry.promotionId ? { promotionId: entry.promotionId } : {}),
            ...(entry.resaleId ? { resaleId: entry.resaleId } : {}),
          },
        ],
  );
}

/** Lines grouped by business: checkout makes one order per business. */
export function linesByBusiness(lines: CartLine[]): Map<string, CartLine[]> {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) {
    const list = groups.get(line.product.businessId) ?? [];
    list.push(line);
    groups.set(line.product.businessId, list);
  }
  return groups;
}

/** Items and the shown subtotal in naira (the server prices checkout itself). */
export function cartSummary(lines: CartLine[]): { items: number; subtotal: number } {
  const kobo = lines.reduce(
    (sum, l) => sum + Number(nairaToKobo(l.product.unitPrice)) * l.count,
    0,
  );
  return { items: lines.reduce((sum, l) => sum + l.count, 0), subtotal: kobo / 100 };
}

export type DeliveryFees = { defaultFee: number; stateFees: { state: string; fee: number }[] };

/** A business's delivery fee to a state: its fee for that state, else its default fee (naira). */
export function deliveryFeeFor(fees: DeliveryFees, state: string): number {
  const wanted = state.trim().toLowerCase();
  const match = fees.stateFees.find((f) => f.state.trim().toLowerCase() === wanted);
  return match ? match.fee : fees.defaultFee;
}
