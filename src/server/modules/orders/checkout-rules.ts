import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { CheckoutBody } from '#shared/schemas/orders.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { DeliveryAddress } from './orders.schema.ts';

/** A cart line as checkout merges it: a product, its option, how many. */
export type CheckoutLine = { productId: string; variant: string | null; count: number };
type Product = NonNullable<ReturnType<Awaited<ReturnType<ProductsService['forCheckout']>>['get']>>;

/** The address an order goes to: its phone in full, its state's own name (400 otherwise). */
export function deliveryAddressOf(
  body: CheckoutBody['deliveryAddress'],
  reference: Pick<ReferenceService, 'nigerianState'>,
): DeliveryAddress {
  const number = normalizePhoneNumber(DEFAULT_PHONE_CODE, body.phone);
  if (!number) throw badRequest({ 'deliveryAddress.phone': 'Enter a valid phone number' });
  return {
    recipientName: body.recipientName,
    phone: `${DEFAULT_PHONE_CODE}${number}`,
    street: body.street,
    city: body.city,
    lga: body.lga ?? null,
    state: reference.nigerianState(body.state, 'deliveryAddress.state'),
    country: body.country,
  };
}

/** Why a line cannot be bought as the product stands: a missing option (400), too few (409). */
export function unavailable(product: Product, line: CheckoutLine) {
  if (product.variants.length > 0 && !line.variant) {
    return badRequest({ orderDetails: `Choose an option for ${product.name}` });
  }
  const option = line.variant ? product.variants.find((v) => v.name === line.variant) : null;
  const enough =
    product.isActive &&
    product.quantity >= line.count &&
    (line.variant ? (option?.qty ?? 0) >= line.count : product.variants.length === 0);
  if (enough) return null;
  const message = `Not enough ${product.name}${line.variant ? ` (${line.variant})` : ''} in stock`;
  return conflict(message, { orderDetails: message });
}

export const gone = () => badRequest({ orderDetails: 'One of these products no longer exists' });

/**
 * Why a line's stock-taking update matched nothing although the line is available: its price or
 * resale terms changed since checkout read them, or units came back after the update missed.
 */
export function changedMeanwhile(
  product: Product,
  line: CheckoutLine,
  priced: Parameters<ProductsService['takeStock']>[4],
) {
  const message =
    product.unitPriceKobo !== priced.unitPriceKobo
      ? `The price of ${product.name} changed, please review your cart`
      : priced.resale &&
          (product.resaleAllowed !== priced.resale.resaleAllowed ||
            product.affiliateCommissionPct !== priced.resale.affiliateCommissionPct)
        ? `The resale terms of ${product.name} changed, please review your cart`
        : `Not enough ${product.name}${line.variant ? ` (${line.variant})` : ''} in stock`;
  return conflict(message, { orderDetails: message });
}

/**
 * A cart's lines with those of the same product and option made one, in the order every checkout
 * locks product rows (by product id, then option), so two checkouts never deadlock.
 */
export function mergedLines(details: CheckoutBody['orderDetails']) {
  type Merged = CheckoutLine & { resaleId: string | null; promotionId: string | null };
  const merged = new Map<string, Merged>();
  for (const line of details) {
    const variant = line.variant?.name ?? null;
    const key = `${line.productId}|${variant ?? ''}`;
    const current = merged.get(key);
    merged.set(key, {
      productId: line.productId,
      variant,
      count: (current?.count ?? 0) + line.count,
      resaleId: current?.resaleId ?? line.resaleId ?? null,
      promotionId: current?.promotionId ?? line.promotionId ?? null,
    });
  }
  return [...merged.values()].sort((a, b) =>
    a.productId === b.productId
      ? (a.variant ?? '').localeCompare(b.variant ?? '')
      : a.productId.localeCompare(b.productId),
  );
}
