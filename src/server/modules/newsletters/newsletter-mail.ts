import { formatNaira } from '#shared/format.ts';
import type { Product } from '#shared/schemas/products.ts';

/**
 * A newsletter as its e-mail reads (plain text, which every phone's mail app shows well): the
 * owner's words, the products with their prices and links, the store, and how to leave.
 */
export function newsletterText(n: {
  body: string;
  products: Pick<Product, '_id' | 'name' | 'unitPrice' | 'sale'>[];
  businessName: string;
  storeUrl: string;
  appUrl: string;
  unsubscribeUrl: string;
}): string {
  const products = n.products.map(
    (p) => `${p.name} — ${formatNaira(p.sale?.price ?? p.unitPrice)}\n${n.appUrl}/product/${p._id}`,
  );
  return [
    n.body,
    ...(products.length ? ['', `From ${n.businessName}:`, '', products.join('\n\n')] : []),
    '',
    `Visit ${n.businessName} on Oja: ${n.storeUrl}`,
    '',
    '—',
    `You get this e-mail because you subscribed to ${n.businessName}'s newsletter on Oja.`,
    `Unsubscribe: ${n.unsubscribeUrl}`,
  ].join('\n');
}

/** The double opt-in e-mail: one link, and what happens if it is ignored. */
export function confirmationText(businessName: string, confirmUrl: string): string {
  return [
    `You asked for ${businessName}'s newsletter on Oja.`,
    '',
    `Confirm your subscription: ${confirmUrl}`,
    '',
    'If you did not ask for it, ignore this e-mail: you will not receive anything.',
    '',
    '— Oja',
  ].join('\n');
}
