import type { ProductSale } from './schemas/promotions.ts';

/**
 * The price a product shows and the old one struck beside it: while a sale runs, the sale price
 * with the product's own price struck; otherwise its price with the vendor's "was" price, if any.
 */
export function shownPrice(
  p: { unitPrice: number; compareAtPrice: number | null; sale: ProductSale },
  now = Date.now(),
): { amount: number; was: number | null; sale: NonNullable<ProductSale> | null } {
  const sale = p.sale && Date.parse(p.sale.endsAt) > now ? p.sale : null;
  if (sale && sale.price < p.unitPrice) return { amount: sale.price, was: p.unitPrice, sale };
  return { amount: p.unitPrice, was: p.compareAtPrice, sale: null };
}

/** What is left of a sale as a countdown: "2d 04:10:05", "04:10:05"; null once it is over. */
export function countdown(endsAt: string, now = Date.now()): string | null {
  const left = Math.floor((Date.parse(endsAt) - now) / 1000);
  if (!(left > 0)) return null;
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
