import type { Services } from '../services.ts';
import type { DemoShopper } from './activity.ts';
import { SHOPS } from './catalogue-data.ts';
import { runAll, seededRandom, type SeededProduct, type SeededShop } from './catalogue.ts';

/** What vendors say when they post their goods, by the shop's category. */
const CAPTIONS: Record<string, string[]> = {
  'fashion-clothing': [
    'Fresh stock! Our {product} is back in every size. Send a DM before it finishes again 🔥',
    'Owambe season is here. Step out in our {product} and let them talk.',
    'Sewn right here in {city}. The {product} you have been asking for is finally ready.',
  ],
  'food-groceries': [
    'Market run done ✅ {product} just arrived, cleaned and packed. Order today, delivered tomorrow.',
    'Jollof Sunday loading… Stock up on {product} before the weekend rush.',
    'No stones, no stories. Our {product} comes straight from the farm to your kitchen.',
  ],
  'phones-electronics': [
    'Original, not refurbished. {product} in stock with warranty, delivery anywhere in Nigeria.',
    'NEPA took light again? {product} will keep you going. Limited units left.',
  ],
  'beauty-personal-care': [
    'Glow check ✨ {product} is the secret. Made with shea butter from the North.',
    'Self-care Saturday with our {product}. Your skin will thank you.',
  ],
  'home-kitchen': [
    'Make your kitchen a joy to cook in. {product} now available in {city}.',
    'New home, new look. {product} just landed — few pieces only.',
  ],
  'books-stationery': [
    'Back to school sorted 📚 {product} in stock, original copies only.',
    'Reading is sweet. Pick up {product} this week and thank us later.',
  ],
  'baby-kids': [
    'For the little ones 💛 {product}, soft, safe and well made.',
    'Mummy’s favourite this month: {product}. Delivery within {state} in 48 hours.',
  ],
  'health-wellness': [
    'Your health is your wealth. {product}, sealed and genuine, ready to ship.',
    'Start the week right with {product}. Ask us anything in the comments.',
  ],
  'art-crafts': [
    'Handmade in {city}, one piece at a time. Meet our {product}.',
    'Every piece tells a story. {product} is ready for a new home.',
  ],
  'sports-fitness': [
    'No excuses this month 💪 {product} in stock now.',
    'Weekend football with the boys? Get your {product} before Saturday.',
  ],
  automotive: [
    'Genuine parts only. {product} in stock, fitted by our own mechanics in {city}.',
    'Harmattan is coming: get your car ready with {product}.',
  ],
};

/** What a reseller says about the goods she passes on. */
const RESELLER_CAPTIONS = [
  'My find of the week: {product}. I use it myself, and you can order it right here 👇',
  'You asked where I got my {product}. Tap it below — same seller, same price.',
  'Three things I cannot do without this month, starting with {product}.',
];

const QUESTIONS = [
  'Do you deliver to Abuja?',
  'How much for two?',
  'Is it still available?',
  'Please do you have it in another colour?',
  'How long does delivery take to Port Harcourt?',
];
const REPLIES = [
  'Yes o! Delivery takes two to three days.',
  'Still available. Order from the post and we ship today.',
  'Send us a message and we will sort you out.',
];
const PRAISE = [
  'This is beautiful 😍',
  'I bought this last month, very good quality.',
  'Ordering mine now!',
  'Fast delivery, I can confirm.',
  'Nice one! 👏',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reseller's posts: enough for a creator's badge (BADGE_CREATOR_MIN_POSTS, 5 by default). */
const RESELLER_POSTS = 5;

type Plan = { authorId: string; text: string; products: SeededProduct[]; at: Date };

/**
 * Creators and their posts for the demo marketplace's feeds: most vendors post their own goods
 * with their own product photos over the last two weeks, one shopper resells products she likes
 * and posts them, shoppers follow creators, like posts and ask questions, and vendors answer.
 */
export async function seedPosts(
  services: Services,
  shops: SeededShop[],
  shoppers: DemoShopper[],
  now = new Date(),
) {
  const random = seededRandom(13);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], n: number) =>
    items
      .map((item) => ({ item, key: random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, n)
      .map((x) => x.item);
  const recently = () => new Date(now.getTime() - Math.floor(random() * 14 * DAY_MS) - 3600_000);
  const fill = (caption: string, product: SeededProduct, shopIndex: number) => {
    const shop = SHOPS[shopIndex]!;
    return caption
      .replace('{product}', product.name)
      .replace('{city}', shop.city)
      .replace('{state}', shop.state);
  };

  // Every choice is made first, in order, so each fresh start shows the same feeds.
  const plans: Plan[] = [];
  const creators = new Set<string>();
  for (const [i, shop] of shops.entries()) {
    // Two shops in three post; the demo vendor's first shop always does.
    if (i > 0 && random() < 0.33) continue;
    creators.add(shop.ownerId);
    const captions = CAPTIONS[SHOPS[i]!.category] ?? CAPTIONS['home-kitchen']!;
    for (const [n, product] of some(shop.products, 2 + Math.floor(random() * 2)).entries()) {
      const tagged = random() < 0.3 ? [product, pick(shop.products)] : [product];
      plans.push({
        authorId: shop.ownerId,
        text: fill(captions[n % captions.length]!, product, i),
        products: [...new Set(tagged)],
        at: recently(),
      });
    }
  }
  const reseller = shoppers[2]!;
  const resold = some(
    shops.flatMap((shop, i) => shop.products.filter((p) => p.resaleAllowed).map((p) => ({ p, i }))),
    RESELLER_POSTS,
  );
  for (const [n, { p, i }] of resold.entries())
    plans.push({
      authorId: reseller.id,
      text: fill(RESELLER_CAPTIONS[n % RESELLER_CAPTIONS.length]!, p, i),
      products: [p],
      // The first three at random times; the others on set days, so the draws after them (and
      // the feeds they make) stay as they were.
      at: n < 3 ? recently() : new Date(now.getTime() - (n * 2 + 1) * DAY_MS),
    });

  await services.users.becomeCreator(reseller.id);
  await services.users.updateProfile(reseller.id, {
    bio: 'Ibadan girl, lover of good things. I share the finds I actually use.',
  });
  for (const { p } of resold) {
    await services.products.resell(reseller.id, p.id);
    await Promise.all(p.photos.map((url) => services.uploads.record(reseller.id, url)));
  }
  // Vendors post as their shop: its logo is their picture (the first shop's, for Tunde's two).
  const logos = new Map<string, string>();
  for (const shop of shops) if (!logos.has(shop.ownerId)) logos.set(shop.ownerId, shop.logoUrl);
  for (const id of creators) {
    await services.users.becomeCreator(id);
    await services.users.updateProfile(id, { avatar: logos.get(id)! });
  }

  // Oldest first, as they were written.
  plans.sort((a, b) => a.at.getTime() - b.at.getTime());
  const posts: { id: string; authorId: string }[] = [];
  for (const plan of plans) {
    const post = await services.posts.create(
      plan.authorId,
      {
        text: plan.text,
        photos: plan.products[0]!.photos.slice(0, 2),
        productIds: plan.products.map((p) => p.id),
        subscribersOnly: false,
      },
      plan.at,
    );
    posts.push({ id: post._id, authorId: plan.authorId });
  }

  const reactions: (() => Promise<unknown>)[] = [];
  const authors = [...creators, reseller.id];
  const follows = new Set<string>();
  for (const shopper of shoppers) {
    for (const creatorId of some(authors, 3 + Math.floor(random() * 4)))
      if (creatorId !== shopper.id) {
        follows.add(`${shopper.id}>${creatorId}`);
        reactions.push(() => services.social.setFollow(shopper.id, creatorId, true));
      }
  }
  // Whoever likes a post saw it first, so a post's views are never fewer than its likes.
  for (const post of posts) {
    const likers = some(shoppers, Math.floor(random() * shoppers.length)).map((s) => s.id);
    // Authors do not like (or count views of) their own posts.
    for (const liker of likers.filter((id) => id !== post.authorId)) {
      reactions.push(() => services.posts.countView(post.id, liker, 'VIEW'));
      reactions.push(() => services.posts.setLike(post.id, liker, true));
    }
  }
  // The reseller is the demo's verified creator: the demo's people follow her, more than the
  // creator's badge asks for (BADGE_CREATOR_MIN_FOLLOWERS, 25 by default).
  const people = new Set([...shoppers.map((s) => s.id), ...shops.map((s) => s.ownerId)]);
  for (const id of people)
    if (id !== reseller.id && !follows.has(`${id}>${reseller.id}`))
      reactions.push(() => services.social.setFollow(id, reseller.id, true));
  await runAll(reactions, 6);

  // Questions answered by the vendor, and some praise, on about half the posts.
  for (const post of posts) {
    if (random() < 0.5) continue;
    const asker = pick(shoppers);
    if (asker.id === post.authorId) continue;
    const question = await services.comments.create(asker.id, {
      entityType: 'POST',
      entityId: post.id,
      text: pick(QUESTIONS),
    });
    await services.comments.create(post.authorId, {
      entityType: 'POST',
      entityId: post.id,
      text: pick(REPLIES),
      parentId: question._id,
    });
    const fan = pick(shoppers);
    if (random() < 0.5 && fan.id !== post.authorId)
      await services.comments.create(fan.id, {
        entityType: 'POST',
        entityId: post.id,
        text: pick(PRAISE),
      });
  }
  return { creators: authors.length, posts: posts.length };
}
