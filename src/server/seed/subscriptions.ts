import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { accounts } from '../modules/ledger/ledger.public.ts';
import type { Services } from '../services.ts';
import type { DemoShopper } from './activity.ts';
import type { SeededShop } from './catalogue.ts';

/** What each demo creator offers, and the posts only their subscribers see. */
const OFFERS = [
  {
    price: 2500,
    perks:
      'First pick of every new arrival before it goes live, my weekly market run from Balogun, and 10% off in my store.',
    posts: [
      'Subscribers first 🙌🏾 The new batch landed this morning. Reply with the one you want and I will hold it for you until Friday.',
      'Behind the scenes at Balogun today: how I check quality before anything comes to Oja. Never buy without checking the stitching.',
      'Only for you people: the restock list for December. Owambe season is coming, plan your outfits early.',
    ],
    withPhotos: true,
  },
  {
    price: 1000,
    perks:
      'My honest reviews before I post them anywhere, Ibadan deals I find every week, and a monthly voice note Q&A.',
    posts: [
      'Subscribers only: the three things I would never buy online again, and the one thing I always will.',
      'This week’s Ibadan finds: Bodija market prices are up, but I found two sellers still selling at last month’s price. Details below.',
    ],
    withPhotos: false,
  },
];

/**
 * Two demo creators (the demo vendor and the shopper who resells) with monthly offers, a few
 * shoppers subscribed to them, and a few subscriber-only posts. The subscribers are given a
 * demo wallet credit through the ledger (there is no provider to pay before the app listens),
 * then subscribe from their wallets through the same service the app uses. Ada is left
 * unsubscribed, so the demo shopper can try it.
 */
export async function seedCreatorSubscriptions(
  db: Db,
  services: Services,
  shops: SeededShop[],
  shoppers: DemoShopper[],
  now = new Date(),
) {
  const creators = [shops[0]!.ownerId, shoppers[2]!.id];
  const fans = shoppers.slice(3, 8);
  for (const [i, creatorId] of creators.entries()) {
    const offer = OFFERS[i]!;
    await services.creatorSubscriptions.setup(creatorId, creatorId, {
      price: offer.price,
      perks: offer.perks,
      isOpen: true,
    });
    const photos = offer.withPhotos ? shops[0]!.products.flatMap((p) => p.photos) : [];
    for (const [n, text] of offer.posts.entries())
      await services.posts.create(
        creatorId,
        {
          text,
          photos: photos.slice(n, n + 1),
          productIds: [],
          subscribersOnly: true,
        },
        new Date(now.getTime() - (n + 1) * 26 * 3600_000),
      );
  }
  let subscribed = 0;
  for (const [n, fan] of fans.entries()) {
    await db.transaction((tx) =>
      services.ledger.post(tx, {
        kind: 'DEMO_WALLET_CREDIT',
        reference: uuidv7(),
        memo: 'Demo wallet credit',
        // Past the hold on card money (decision 020), as a real history would be.
        at: new Date(now.getTime() - 30 * 86_400_000),
        entries: [
          { account: accounts.provider, amountKobo: -1_000_000n },
          { account: accounts.wallet(fan.id), amountKobo: 1_000_000n },
        ],
      }),
    );
    // Everyone follows the demo vendor's offer; every other fan also subscribes to the reseller.
    for (const creatorId of n % 2 === 0 ? creators : creators.slice(0, 1)) {
      await services.creatorSubscriptions.subscribe(fan.id, creatorId, {
        months: 1,
        amount: OFFERS[creators.indexOf(creatorId)]!.price,
        payWith: 'WALLET',
      });
      subscribed += 1;
    }
  }
  return { creators: creators.length, subscribed };
}
