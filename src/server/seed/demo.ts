import { ACCOUNT_TYPES } from '#shared/constants.ts';
import type { Storage } from '../integrations/storage.ts';
import { hashPassword } from '../passwords.ts';
import type { Services } from '../services.ts';
import type { Db } from '../db/client.ts';
import { seedBadges } from './badges.ts';
import { seedAffiliate } from './affiliates.ts';
import { seedActivity, type DemoShopper } from './activity.ts';
import { seedHistory } from './history.ts';
import { seedLoyaltyCard, seedVouchers } from './vouchers.ts';
import { seedReferrals } from './referrals.ts';
import { seedProductViews } from './views.ts';
import { seedSearches } from './searches.ts';
import { seedMessages } from './messages.ts';
import { seedPosts } from './posts.ts';
import { seedCreatorSubscriptions } from './subscriptions.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedPlans } from './plans.ts';
import { seedAds } from './ads.ts';
import { seedListings } from './listings.ts';
import { seedNews } from './news.ts';
import { seedArticles } from './articles.ts';
import { seedPromotions } from './promotions.ts';
import { seedThemes } from './themes.ts';
import { DEMO_STAFF, seedStaff } from './staff.ts';
import { seedSupportDesk, SUPPORT_OPERATOR } from './support.ts';
import { SHOPS } from './catalogue-data.ts';

export type DemoAccount = { role: string; email: string; handle: string; password: string };

const VENDOR_PASSWORD = 'oja-vendor-2026';
const SHOPPER_PASSWORD = 'oja-shopper-2026';

export const DEMO_ACCOUNTS = [
  {
    role: 'Shopper',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'ada@oja.ng',
    handle: 'ada',
    phone: '8030000001',
    referralCode: 'ADAOJA26',
    password: SHOPPER_PASSWORD,
  },
  {
    role: 'Vendor',
    firstName: 'Tunde',
    lastName: 'Bakare',
    email: 'tunde@oja.ng',
    handle: 'tunde',
    phone: '8030000002',
    referralCode: 'TUNDEOJA',
    password: VENDOR_PASSWORD,
  },
];

/** Every demo sign-in printed at start: the shopper, the vendor and Oja support's operator. */
export const DEMO_SIGN_INS: DemoAccount[] = [...DEMO_ACCOUNTS, SUPPORT_OPERATOR, ...DEMO_STAFF];

const VENDOR_NAMES = [
  ['Ngozi', 'Eze'],
  ['Bello', 'Musa'],
  ['Chioma', 'Nwosu'],
  ['Femi', 'Adeyemi'],
  ['Aisha', 'Lawal'],
  ['Emeka', 'Obi'],
  ['Zainab', 'Sani'],
  ['Kunle', 'Ajayi'],
  ['Ifeoma', 'Okeke'],
  ['Yusuf', 'Garba'],
  ['Bisi', 'Alade'],
  ['Uche', 'Nnamdi'],
  ['Halima', 'Ibrahim'],
  ['Segun', 'Ogunleye'],
  ['Efe', 'Omoruyi'],
  ['Amaka', 'Chukwu'],
  ['Tope', 'Afolabi'],
  ['Hauwa', 'Bala'],
  ['Ebere', 'Okafor'],
  ['Gbenga', 'Oyelaran'],
];

/** Where the demo shoppers live: Ada first, then the shoppers who buy, follow and review. */
const ADA_HOME = {
  street: '8 Adeola Odeku Street',
  city: 'Victoria Island',
  lga: 'Eti-Osa',
  state: 'Lagos',
};
const SHOPPERS = [
  ['Chinedu', 'Okoro', '21 Trans-Amadi Road', 'Port Harcourt', 'Obio/Akpor', 'Rivers'],
  ['Funmilayo', 'Adebayo', '4 Ring Road', 'Ibadan', 'Ibadan South-West', 'Oyo'],
  ['Musa', 'Abdullahi', '12 Ahmadu Bello Way', 'Kaduna', 'Kaduna North', 'Kaduna'],
  ['Blessing', 'Etim', '9 Marian Road', 'Calabar', 'Calabar Municipal', 'Cross River'],
  ['Oluwakemi', 'Adeleke', '15 Allen Avenue', 'Ikeja', 'Ikeja', 'Lagos'],
  [
    'Ibrahim',
    'Yusuf',
    '3 Gwarinpa Avenue',
    'Gwarinpa',
    'Abuja Municipal',
    'Federal Capital Territory',
  ],
  ['Nkiru', 'Anozie', '27 Zik Avenue', 'Enugu', 'Enugu East', 'Enugu'],
  ['Osaze', 'Idahosa', '6 Sapele Road', 'Benin City', 'Oredo', 'Edo'],
] as const;

/**
 * Fills an empty database with the demo marketplace: the shopper Ada, the vendor Tunde (who owns
 * the first two businesses), one more vendor per remaining business, 22 businesses across Nigerian
 * states with 330 products, logos and cover banners made from emoji artwork, and eight more
 * shoppers whose follows, likes, orders and reviews give the shops a history, and the creators
 * whose posts fill the feeds, a few conversations in the vendors' inboxes, then Oja support's
 * operator and a few support requests, and two shoppers Ada referred. On a database that has users already it only adds the
 * operator, when missing (`seedSupportDesk`).
 */
export async function seedDemoData(
  db: Db,
  services: Services,
  storage: Storage,
): Promise<{ seeded: boolean }> {
  if (await services.users.anyExist()) {
    await seedSupportDesk(services);
    await seedStaff(services);
    return { seeded: false };
  }
  const now = new Date();
  const [vendorHash, shopperHash] = await Promise.all([
    hashPassword(VENDOR_PASSWORD),
    hashPassword(SHOPPER_PASSWORD),
  ]);
  const ids: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const user = await services.users.createVerified({
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      handle: a.handle,
      phoneCode: '+234',
      phoneNumber: a.phone,
      passwordHash: a.password === VENDOR_PASSWORD ? vendorHash : shopperHash,
      referralCode: a.referralCode,
      phoneVerifiedAt: now,
    });
    ids[a.handle] = user!.id;
  }
  const owners = [ids.tunde!, ids.tunde!];
  for (let i = 2; i < SHOPS.length; i++) {
    const [first, last] = VENDOR_NAMES[(i - 2) % VENDOR_NAMES.length]!;
    const n = String(i).padStart(2, '0');
    const user = await services.users.createVerified({
      firstName: first!,
      lastName: last!,
      email: `vendor${n}@oja.ng`,
      // People are found by their names, as anyone's handle is (never "vendor07").
      handle: `${first!.toLowerCase()}_${last!.toLowerCase()}`,
      phoneCode: '+234',
      phoneNumber: `80310000${n}`,
      passwordHash: vendorHash,
      referralCode: `VENDOR${n}`,
    });
    owners.push(user!.id);
  }
  await seedPlans(db, services, [
    { userId: ids.tunde!, plan: 'GROWTH', months: 12 },
    { userId: owners[2]!, plan: 'PRO', months: 3 },
    { userId: owners[3]!, plan: 'GROWTH', months: 1 },
  ]);
  const shops = await seedCatalogue(db, services, storage, owners);

  const shoppers: DemoShopper[] = [
    { id: ids.ada!, name: 'Adaeze Okafor', phone: '08030000001', ...ADA_HOME },
  ];
  for (const [i, [first, last, street, city, lga, state]] of SHOPPERS.entries()) {
    const n = String(i + 1).padStart(2, '0');
    const user = await services.users.createVerified({
      firstName: first,
      lastName: last,
      email: `shopper${n}@oja.ng`,
      handle: `${first.toLowerCase()}_${last.toLowerCase()}`,
      phoneCode: '+234',
      phoneNumber: `80320000${n}`,
      passwordHash: shopperHash,
      referralCode: `SHOPPER${n}`,
      // Funmilayo, the demo's verified creator, confirmed her phone number.
      phoneVerifiedAt: i === 1 ? now : null,
    });
    shoppers.push({
      id: user!.id,
      name: `${first} ${last}`,
      phone: `080320000${n}`,
      street,
      city,
      lga,
      state,
    });
  }
  await seedLoyaltyCard(services, shops[0]!);
  await seedActivity(services, shops, shoppers);
  // A year of orders for the shops of the vendors on a paid plan, whose dashboards show it:
  // Tunde's Adire Lounge, and the first shops of vendor02 (Pro) and vendor03 (Growth).
  for (const [seed, shop] of [shops[0]!, shops[2]!, shops[3]!].entries())
    await seedHistory(services, shop, shoppers.slice(1), 11 + seed);
  await seedPromotions(db, services, shops[0]!, shoppers.slice(1), now);
  await seedProductViews(services, shops[0]!, now);
  await seedSearches(services, now);
  await seedPosts(services, shops, shoppers, now);
  // Funmilayo resells what she posts about: a year of visits and orders through her links.
  await seedAffiliate(db, services, shops, shoppers[2]!, [shoppers[1]!, ...shoppers.slice(3)], now);
  await seedCreatorSubscriptions(db, services, shops, shoppers, now);
  await seedMessages(services, shops, shoppers, now);
  // What the demo's people were told while their history was made counts as read: the bell
  // starts quiet and lights up with what happens next.
  const people = new Set([
    ...Object.values(ids),
    ...shops.map((s) => s.ownerId),
    ...shoppers.map((s) => s.id),
  ]);
  for (const userId of people) await services.notifications.markAllRead(userId);
  // The demo vendor acts as his first business: logging in opens its dashboard.
  await services.users.switchAccount(ids.tunde!, {
    type: ACCOUNT_TYPES.BUSINESS,
    businessId: shops[0]!.businessId,
  });
  await seedSupportDesk(services);
  await seedStaff(services);
  const writer = await services.users.findByLogin({ text: 'content@oja.ng', phone: null });
  if (writer)
    await seedNews(
      db,
      services,
      shoppers.filter((_, i) => i % 3 === 0).map((s) => s.id),
      writer.id,
    );
  await seedBadges(db, services, storage, { creatorId: shoppers[2]!.id, shop: shops[0]! });
  await seedThemes(db, services, { adireLounge: shops[0]!, ivy: shops[2]! });
  const operator = await services.users.findByLogin({ text: SUPPORT_OPERATOR.email, phone: null });
  if (operator) {
    await seedAds(db, services, shops, shoppers[2]!, operator.id, now);
    await seedVouchers(services, shops[0]!, shoppers, operator.id, now);
    await seedArticles(services, storage, shops, operator.id, now);
    await seedListings(services, shops, operator.id);
  }
  // Two shoppers joined with Ada's code; one's first order was received (decision 062).
  await seedReferrals(services, shops[0]!, ids.ada!, shopperHash, now);
  // Search ranks by the history just made, as the quarter-hourly job would.
  await services.products.refreshSearchSignals();
  return { seeded: true };
}
