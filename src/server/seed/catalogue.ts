import type { Storage } from '../integrations/storage.ts';
import type { Services } from '../services.ts';
import type { Db } from '../db/client.ts';
import { pictureKey, storePictures, type Picture } from './artwork.ts';
import { SHOPS, type Line, type Shop } from './catalogue-data.ts';

const COMMISSIONS = [5, 7.5, 10, 12, 15];
const resaleTerms = (allowed: boolean, roll: number) => ({
  resaleAllowed: allowed,
  affiliateCommission: allowed ? COMMISSIONS[Math.floor(roll * COMMISSIONS.length)]! : 0,
});

/** A small deterministic random source, so every fresh start shows the same marketplace. */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a shop of each kind says about its goods, after the product's name. */
const BLURBS: Record<string, string[]> = {
  'fashion-clothing': [
    'Made by our own craftspeople in {city}; message us if you need another size or colour.',
    'Quality you can feel, checked stitch by stitch before it leaves our shop in {city}.',
    'A favourite for owambe, office and weekend alike. Delivered anywhere in Nigeria.',
  ],
  'food-groceries': [
    'Cleaned, sorted and packed fresh in {city} on the morning it ships.',
    'Straight from the farm to your kitchen, with no middlemen and no stones.',
    'Sold by weight at honest market prices; bulk buyers, send us a message.',
  ],
  'phones-electronics': [
    'Brand new and original, with a 6-month warranty from our shop in {city}.',
    'Tested in front of you before it is packed. Pay on the app and we deliver in 48 hours.',
  ],
  'beauty-personal-care': [
    'Made with Nigerian shea and gentle on every skin type. NAFDAC-registered.',
    'Loved by our customers in {city} and across Nigeria; gift-wrapped on request.',
  ],
  'home-kitchen': [
    'Sturdy, easy to clean and built for everyday Nigerian homes.',
    'Made and checked in {city}; we deliver within {state} in two days.',
  ],
  'books-stationery': [
    'Original copies, not photocopies. Schools and bulk buyers get a discount.',
    'Packed carefully so it reaches you clean and flat, anywhere in Nigeria.',
  ],
  'baby-kids': [
    'Safe, soft and tested for little hands. A favourite gift at naming ceremonies.',
    'Good quality at Onitsha market prices, delivered to your door.',
  ],
  'health-wellness': [
    'Natural and carefully sourced; NAFDAC-registered where required.',
    'Stored cool and sealed for freshness, delivered across Nigeria.',
  ],
  'art-crafts': [
    'Made by hand in {city}, so no two pieces are exactly alike.',
    'A proud piece of Nigerian craft for your home, your office or a special gift.',
  ],
  'sports-fitness': [
    'Match quality for Lagos pitches and courts; tested by our own team.',
    'Built to take a beating, training after training.',
  ],
  automotive: [
    'Genuine part, fits most Toyota, Honda and Kia models; ask us for your exact model.',
    'Tested before sale, with a 3-month guarantee from our shop in {city}.',
  ],
};

function description(line: Line, shop: Shop, pick: <T>(items: readonly T[]) => T) {
  const blurb = pick(BLURBS[shop.category] ?? ['Sold by {name} in {city}.'])
    .replace('{city}', shop.city)
    .replace('{state}', shop.state);
  const place = shop.city === shop.state ? shop.city : `${shop.city}, ${shop.state}`;
  return `${line.name} from ${shop.name} in ${place}. ${blurb}`;
}

/** A price inside the range, rounded like a market price. */
function priceIn([low, high]: [number, number], random: () => number) {
  const step = high >= 100_000 ? 5000 : high >= 20_000 ? 500 : 100;
  return Math.round((low + random() * (high - low)) / step) * step;
}

/** A shop's logo and cover banner (made from a few of its goods). */
function shopPictures(shop: Shop): { logo: Picture; cover: Picture } {
  const goods = [...new Set(shop.lines.map((l) => l.art))].slice(0, 5);
  return {
    logo: { kind: 'logo', emoji: shop.logo, colours: shop.colours, name: shop.handle },
    cover: { kind: 'cover', emojis: goods, colours: shop.colours, name: shop.handle },
  };
}

/**
 * A product's two photos: the whole object, then a closer view on another backdrop. Products of
 * one shop that share an artwork look different: the second shows the closer view first, the
 * third and fourth get photos on other backdrops.
 */
function productPictures(shop: Shop, line: Line): Picture[] {
  const before = shop.lines.slice(0, shop.lines.indexOf(line)).filter((l) => l.art === line.art);
  const set = Math.floor(before.length / 2);
  const looks = before.length % 2 ? ([1, 0] as const) : ([0, 1] as const);
  return looks.map((look) => ({ kind: 'product', emoji: line.art, set, look }));
}

/** Every picture the demo catalogue shows. */
export function demoPictures(): Picture[] {
  return SHOPS.flatMap((shop) => {
    const { logo, cover } = shopPictures(shop);
    return [logo, cover, ...shop.lines.flatMap((line) => productPictures(shop, line))];
  });
}

export type SeededProduct = {
  id: string;
  name: string;
  photos: string[];
  variant: string | null;
  inStock: boolean;
  resaleAllowed: boolean;
};
export type SeededShop = {
  businessId: string;
  ownerId: string;
  logoUrl: string;
  /** Whether customers may send its orders back. */
  acceptsReturns: boolean;
  products: SeededProduct[];
};

/** The demo businesses (one per owner, in order) and their products, with pictures. */
export async function seedCatalogue(
  db: Db,
  services: Services,
  storage: Storage,
  ownerIds: string[],
) {
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const [urls, categoryRows] = await Promise.all([
    storePictures(storage, demoPictures()),
    services.reference.categories(),
  ]);
  const url = (p: Picture) => urls.get(pictureKey(p))!;
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c._id]));

  // Every product is decided first, in order, so each fresh start shows the same catalogue;
  // the shops are then created a few at a time.
  const plans = SHOPS.map((shop) =>
    shop.lines.map((line, n) => {
      const price = priceIn(line.price, random);
      const variants = (line.variants?.names ?? []).map((name) => ({
        name,
        type: line.variants!.type,
        qty: 2 + Math.floor(random() * 14),
      }));
      // A few items have sold out, as in any real shop (never a shop's first, pinned one).
      const soldOut = n > 0 && variants.length === 0 && random() < 0.06;
      return {
        name: line.name,
        description: description(line, shop, pick),
        photos: productPictures(shop, line).map(url),
        unitPrice: price,
        compareAtPrice: random() < 0.25 ? priceIn([price * 1.15, price * 1.3], random) : null,
        quantity: variants.length
          ? variants.reduce((sum, v) => sum + v.qty, 0)
          : soldOut
            ? 0
            : 3 + Math.floor(random() * 40),
        tagIds: [],
        variants,
        categoryId: categoryIds.get(shop.category) ?? null,
        active: true,
        // Products open to resale pay their affiliates 5 to 15%.
        ...resaleTerms(random() < 0.4, random()),
      };
    }),
  );

  // Businesses are opened in order (a vendor's first business is the first listed), then their
  // shelves are stocked a few shops at a time.
  const opened: Omit<SeededShop, 'products'>[] = [];
  for (const [i, shop] of SHOPS.entries()) {
    const ownerId = ownerIds[i % ownerIds.length]!;
    const { logo, cover } = shopPictures(shop);
    // Demo vendors share the composed pictures: each is recorded as an upload of theirs.
    const pictures = [logo, cover, ...shop.lines.flatMap((l) => productPictures(shop, l))];
    await Promise.all(
      [...new Set(pictures.map(url))].map((picture) => services.uploads.record(ownerId, picture)),
    );
    const business = await services.businesses.create(ownerId, {
      name: shop.name,
      handle: shop.handle,
      description: shop.about,
      categoryId: categoryIds.get(shop.category) ?? null,
      tagIds: [],
      logoUrl: url(logo),
      coverUrl: url(cover),
      phone: `0803${String(4000000 + i * 7919).slice(-7)}`,
      email: `hello@${shop.handle.replace(/-/g, '')}.ng`,
      street: shop.street,
      city: shop.city,
      lga: shop.lga,
      state: shop.state,
    });
    await services.businesses.setDeliveryFees(ownerId, business._id, {
      defaultFee: 3500,
      stateFees: [{ state: shop.state, fee: 1500 }],
    });
    const acceptsReturns = i % 3 === 0;
    if (acceptsReturns)
      await services.businesses.toggle(ownerId, business._id, 'acceptsReturns', true);
    opened.push({ businessId: business._id, ownerId, logoUrl: url(logo), acceptsReturns });
  }

  const created: SeededShop[] = [];
  await runAll(
    opened.map((shop, i) => async () => {
      const { businessId, ownerId } = shop;
      const products: SeededProduct[] = [];
      for (const [n, plan] of plans[i]!.entries()) {
        const product = await services.products.create(ownerId, {
          ...plan,
          businessId,
        });
        if (n === 0) await services.products.toggle(ownerId, product._id, 'isPinned', true);
        products.push({
          id: product._id,
          name: plan.name,
          photos: plan.photos,
          variant: plan.variants[0]?.name ?? null,
          inStock: plan.quantity > 0,
          resaleAllowed: plan.resaleAllowed,
        });
      }
      created[i] = { ...shop, products };
    }),
    3,
  );
  return created;
}

/** Runs the tasks, at most `width` at a time. */
export async function runAll(tasks: (() => Promise<unknown>)[], width: number) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: width }, worker));
}
