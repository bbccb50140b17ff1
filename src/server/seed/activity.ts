import type { OrderStatus } from '#shared/order-flow.ts';
import type { Services } from '../services.ts';
import { SHOPS } from './catalogue-data.ts';
import { runAll, seededRandom, type SeededShop } from './catalogue.ts';

export type DemoShopper = {
  id: string;
  name: string;
  phone: string;
  street: string;
  city: string;
  lga: string;
  state: string;
};

/** A demo shopper's home, as checkout takes it. */
export const deliveryTo = (shopper: DemoShopper) => ({
  recipientName: shopper.name,
  phone: shopper.phone,
  street: shopper.street,
  city: shopper.city,
  lga: shopper.lga,
  state: shopper.state,
  country: 'NG',
});

/** What shoppers write about what they bought, by the shop's category. */
const PRAISE: Record<string, string[]> = {
  'fashion-clothing': [
    'Fits well and the quality is better than I expected. I have already ordered another one.',
    'Exactly like the picture. Delivery took three days and it came neatly packed.',
    'Lovely finishing. My sister wants the same one now.',
  ],
  'food-groceries': [
    'Very fresh and well cleaned. This is my go-to shop now.',
    'Good quantity for the price, and it arrived the next day.',
    'Neatly packed, no stones, no dirt. Thank you!',
  ],
  'phones-electronics': [
    'Original product, works perfectly. The seller called to confirm before delivery.',
    'Good value for money and delivery was fast.',
  ],
  'beauty-personal-care': [
    'Smells lovely and my skin feels soft. Will buy again.',
    'Works well and lasts long. Packaging was neat.',
  ],
  'home-kitchen': [
    'Solid and well made. It has held up well in my kitchen.',
    'Exactly as described, and the delivery man was very polite.',
  ],
  'books-stationery': [
    'Original copy, clean pages. My children love it.',
    'Arrived quickly and well packed.',
  ],
  'baby-kids': [
    'My baby loves it! Good quality for the price.',
    'Safe and well made. Delivery was quick.',
  ],
  'health-wellness': [
    'Genuine product, sealed and fresh. I will order again.',
    'Good quality and well packed.',
  ],
  'art-crafts': [
    'Beautiful work, even nicer in person. It is now the centre of my living room.',
    'You can see the craftsmanship. Packed very carefully.',
  ],
  'sports-fitness': [
    'Good quality, we have used it every weekend since.',
    'Sturdy and exactly as pictured.',
  ],
  automotive: [
    'Genuine part, fitted my car perfectly. My mechanic was impressed.',
    'Fair price and fast delivery to Warri.',
  ],
};
const FAIR = [
  'Good, but delivery took longer than promised.',
  'Nice product, the packaging could be better.',
];
const SHOP_PRAISE = [
  'Reliable seller, they answer quickly and deliver on time.',
  'Honest prices and good customer service.',
  'Third time buying here and never disappointed.',
  'They kept me updated until my order arrived.',
];

/**
 * Believable history for the demo marketplace, through the same services the app uses: demo
 * shoppers follow and like businesses and products, and buy from several shops in one payment
 * each; vendors accept, ship and deliver, shoppers confirm receipt (which pays the vendors
 * through the ledger) and review what they received (Ada, the first shopper, with photos).
 */
export async function seedActivity(
  services: Services,
  shops: SeededShop[],
  shoppers: DemoShopper[],
) {
  // Every choice is made first, in order, so each fresh start shows the same history.
  const random = seededRandom(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], n: number) =>
    items
      .map((item) => ({ item, key: random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, n)
      .map((x) => x.item);
  const review = (category: string) => {
    const rating = random() < 0.8 ? 5 : random() < 0.7 ? 4 : 3;
    return { rating, comment: rating >= 4 ? pick(PRAISE[category] ?? SHOP_PRAISE) : pick(FAIR) };
  };

  // Ada shows what she bought: her review of the first thing of each order carries the
  // product's own picture (shared with her as her upload), which earns her photo-review points.
  const photographer = shoppers[0];

  // Each shopper buys from three shops, so every shop has a few customers.
  const boughtFrom = shoppers.map((_, s) =>
    [s, s + shoppers.length, s + 2 * shoppers.length].map((k) => k % shops.length),
  );

  // Shoppers follow the shops they buy from and several more, and like some of their goods.
  const relations: (() => Promise<unknown>)[] = [];
  for (const [s, shopper] of shoppers.entries()) {
    const followed = new Set([
      ...boughtFrom[s]!.map((b) => shops[b]!),
      ...some(shops, 6 + Math.floor(random() * 8)),
    ]);
    for (const shop of followed) {
      relations.push(() =>
        services.businesses.setRelation('follow', shop.businessId, shopper.id, true),
      );
      if (random() < 0.6)
        relations.push(() =>
          services.businesses.setRelation('like', shop.businessId, shopper.id, true),
        );
      for (const product of some(shop.products, 1 + Math.floor(random() * 2)))
        relations.push(() => services.products.setLike(product.id, shopper.id, true));
    }
  }

  // Each shopper pays once for all three orders.
  const purchases = shoppers.map((shopper, s) => {
    return {
      shopper,
      orders: boughtFrom[s]!.map((b, o) => ({
        shop: shops[b]!,
        items: some(
          shops[b]!.products.filter((p) => p.inStock),
          random() < 0.3 ? 2 : 1,
        ).map((product) => ({ product, review: review(SHOPS[b]!.category) })),
        shopReview: { rating: random() < 0.75 ? 5 : 4, comment: pick(SHOP_PRAISE) },
        // One order, from a shop others buy from too, is still on its way.
        onItsWay: s === shoppers.length - 1 && o === 2,
      })),
    };
  });

  await runAll(relations, 6);
  // Bought four days ago, so what the shops earned from them is past the hold on card money
  // (decision 020) and their owners can withdraw it, as they could in life.
  const placedAt = new Date(Date.now() - 4 * 86_400_000);
  await runAll(
    purchases.map(({ shopper, orders }) => async () => {
      const checkout = await services.orders.checkout(
        shopper.id,
        {
          orderDetails: orders.flatMap((o) =>
            o.items.map(({ product }) => ({
              productId: product.id,
              count: 1,
              variant: product.variant ? { name: product.variant } : null,
            })),
          ),
          deliveryAddress: deliveryTo(shopper),
        },
        placedAt,
      );
      await services.payments.confirm(checkout.transaction.reference, {
        amountKobo: checkout.transaction.amountKobo,
      });
      for (const plan of orders) {
        const order = checkout.orders.find((x) => x.businessId === plan.shop.businessId)!;
        const steps = plan.onItsWay
          ? ['ACCEPTED', 'SHIPPED']
          : ['ACCEPTED', 'SHIPPED', 'DELIVERED'];
        for (const status of steps as OrderStatus[])
          await services.orderStatus.change(plan.shop.ownerId, order.id, status);
        if (plan.onItsWay) continue;
        await services.orderStatus.change(shopper.id, order.id, 'RECEIVED');
        for (const [n, { product, review: r }] of plan.items.entries()) {
          const photos = n === 0 && shopper === photographer ? product.photos.slice(0, 1) : [];
          for (const photo of photos) await services.uploads.record(shopper.id, photo);
          await services.reviews.create(shopper.id, { reviewProductId: product.id, ...r, photos });
        }
        await services.reviews.create(shopper.id, {
          reviewBusinessId: plan.shop.businessId,
          ...plan.shopReview,
          photos: [],
        });
      }
    }),
    3,
  );
}
