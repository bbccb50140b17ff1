import type { Storage } from '../../integrations/storage.ts';
import type { Services } from '../../services.ts';
import type { Db } from '../client.ts';
import { categories } from '../schema/catalogue-reference.ts';
import { PALETTES, renderArtwork, type Drawing } from './artwork.ts';
import { SHOPS } from './catalogue-data.ts';

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

const STYLES = ['Classic', 'Premium', 'Everyday', 'Festive', 'Signature'];

/** Renders each drawing in every colourway once; products pick from these. */
async function artworkLibrary(storage: Storage) {
  const drawings = new Set<Drawing>(SHOPS.flatMap((s) => s.lines.map((l) => l.drawing)));
  drawings.add('store');
  const library = new Map<string, string[]>();
  for (const drawing of drawings) {
    const urls = [];
    for (let p = 0; p < PALETTES.length; p++) urls.push(await renderArtwork(storage, drawing, p));
    library.set(drawing, urls);
  }
  return library;
}

/** The demo businesses (one per owner, in order) and about 15 products each. */
export async function seedCatalogue(
  db: Db,
  services: Services,
  storage: Storage,
  ownerIds: string[],
) {
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const library = await artworkLibrary(storage);
  const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.slug, c.id]));
  let productCount = 0;

  for (const [i, shop] of SHOPS.entries()) {
    const ownerId = ownerIds[i % ownerIds.length]!;
    // Demo vendors share the generated pictures: each is recorded as an upload of theirs.
    const own = async (urls: string[]) => {
      for (const url of urls) await services.uploads.record(ownerId, url);
      return urls;
    };
    const logoUrl = library.get('store')![i % PALETTES.length]!;
    await own([logoUrl]);
    const business = await services.businesses.create(ownerId, {
      name: shop.name,
      handle: shop.handle,
      description: shop.about,
      categoryId: categoryIds.get(shop.category) ?? null,
      tagIds: [],
      logoUrl,
      phone: `0803${String(4000000 + i * 7919).slice(-7)}`,
      email: `hello@${shop.handle.replace(/-/g, '')}.ng`,
      city: shop.city,
      lga: shop.lga,
      state: shop.state,
    });
    await services.businesses.setDeliveryFees(ownerId, business._id, {
      defaultFee: 3500,
      stateFees: [{ state: shop.state, fee: 1500 }],
    });
    if (i % 3 === 0)
      await services.businesses.toggle(ownerId, business._id, 'acceptsReturns', true);

    for (let n = 0; n < 15; n++) {
      const line = shop.lines[n % shop.lines.length]!;
      const style = STYLES[Math.floor(n / shop.lines.length) % STYLES.length]!;
      const [low, high] = line.price;
      const price = Math.round((low + random() * (high - low)) / 50) * 50;
      const photos = library.get(line.drawing)!;
      const first = Math.floor(random() * photos.length);
      const variants = (line.variants?.names ?? []).map((name) => ({
        name,
        type: line.variants!.type,
        qty: Math.floor(random() * 15),
      }));
      const quantity = variants.length
        ? variants.reduce((sum, v) => sum + v.qty, 0)
        : Math.floor(random() * 40);
      const product = await services.products.create(ownerId, {
        businessId: business._id,
        name:
          n < shop.lines.length
            ? line.name
            : `${style} ${line.name.charAt(0).toLowerCase()}${line.name.slice(1)}`,
        description: `${line.name} from ${shop.name} in ${shop.city}, ${shop.state}. ${pick([
          'Carefully packed and shipped within two days.',
          'Made in small batches; every piece is checked before it leaves.',
          'Loved by repeat customers across Nigeria.',
          'Ask us on chat for custom orders and bulk prices.',
        ])}`,
        photos: await own([photos[first]!, photos[(first + 1) % photos.length]!]),
        unitPrice: price,
        compareAtPrice: random() < 0.3 ? Math.round((price * 1.2) / 50) * 50 : null,
        quantity,
        tagIds: [],
        variants,
        categoryId: categoryIds.get(shop.category) ?? null,
        active: true,
        resaleAllowed: random() < 0.4,
        affiliateCommission: random() < 0.4 ? 10 : 0,
      });
      if (n === 0) await services.products.toggle(ownerId, product._id, 'isPinned', true);
      productCount += 1;
    }
  }
  return { businesses: SHOPS.length, products: productCount };
}
