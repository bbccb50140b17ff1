import type { Business } from '#shared/schemas/businesses.ts';
import type { Product } from '#shared/schemas/products.ts';
import { nairaToKobo } from '#shared/money.ts';

/**
 * schema.org structured data of public pages (JSON-LD in their first HTML), so search engines can
 * show a product's price and stock and a store's place (the FAQ's is `#shared/faq.ts`). Addresses are made
 * absolute with the app's own address.
 */
type Data = Record<string, unknown>;

const absolute = (appUrl: string, url: string) => (url.startsWith('http') ? url : appUrl + url);

/** Naira as schema.org wants a price: a plain decimal with two places, converted exactly. */
export function priceText(naira: number): string {
  const kobo = nairaToKobo(naira);
  return `${kobo / 100n}.${String(kobo % 100n).padStart(2, '0')}`;
}

export function productData(p: Product, appUrl: string): Data {
  const url = `${appUrl}/product/${p._id}`;
  const store = `${appUrl}/store/${p.business.handle}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description || p.name,
    sku: p._id,
    url,
    ...(p.photos.length ? { image: p.photos.map((photo) => absolute(appUrl, photo)) } : {}),
    brand: { '@type': 'Brand', name: p.business.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'NGN',
      // A running sale is the price a shopper pays now, until it ends.
      price: priceText(p.sale?.price ?? p.unitPrice),
      ...(p.sale ? { priceValidUntil: p.sale.endsAt.slice(0, 10) } : {}),
      availability: `https://schema.org/${p.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
      seller: { '@type': 'Organization', name: p.business.name, url: store },
    },
  };
}

export function storeData(b: Business, appUrl: string): Data {
  const { city, state, country } = b.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: b.name,
    url: `${appUrl}/store/${b.handle}`,
    ...(b.description ? { description: b.description } : {}),
    ...(b.logo ? { logo: absolute(appUrl, b.logo), image: absolute(appUrl, b.logo) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(city ? { addressLocality: city } : {}),
      ...(state ? { addressRegion: state } : {}),
      addressCountry: country,
    },
  };
}

/** The data as a script element: `<` is written as `\u003c`, so no text can close the element. */
export function jsonLdTag(data: Data): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
