import { count } from 'drizzle-orm';
import type { Storage } from '../../integrations/storage.ts';
import { hashPassword } from '../../passwords.ts';
import type { Services } from '../../services.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { seedCatalogue } from './catalogue.ts';
import { SHOPS } from './catalogue-data.ts';

export type DemoAccount = { role: string; email: string; handle: string; password: string };

const VENDOR_PASSWORD = 'oja-vendor-2026';

export const DEMO_ACCOUNTS = [
  {
    role: 'Shopper',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'ada@oja.ng',
    handle: 'ada',
    phone: '8030000001',
    referralCode: 'ADAOJA26',
    password: 'oja-shopper-2026',
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

/**
 * Fills an empty database with the demo marketplace: a shopper, the vendor Tunde (who owns the
 * first two businesses), one more vendor per remaining business, 22 businesses across Nigerian
 * states and about 330 products with generated pictures. Does nothing when any user exists.
 */
export async function seedDemoData(
  db: Db,
  services: Services,
  storage: Storage,
): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const now = new Date();
  const vendorHash = await hashPassword(VENDOR_PASSWORD);
  const ids: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        handle: a.handle,
        phoneCode: '+234',
        phoneNumber: a.phone,
        passwordHash: a.password === VENDOR_PASSWORD ? vendorHash : await hashPassword(a.password),
        referralCode: a.referralCode,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      })
      .returning({ id: users.id });
    ids[a.handle] = user!.id;
  }
  const owners = [ids.tunde!, ids.tunde!];
  for (let i = 2; i < SHOPS.length; i++) {
    const [first, last] = VENDOR_NAMES[(i - 2) % VENDOR_NAMES.length]!;
    const n = String(i).padStart(2, '0');
    const [user] = await db
      .insert(users)
      .values({
        firstName: first!,
        lastName: last!,
        email: `vendor${n}@oja.ng`,
        handle: `vendor${n}`,
        phoneCode: '+234',
        phoneNumber: `80310000${n}`,
        passwordHash: vendorHash,
        referralCode: `VENDOR${n}`,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    owners.push(user!.id);
  }
  await seedCatalogue(db, services, storage, owners);
  return { seeded: true };
}
