import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';

export type DemoAccount = { role: string; email: string; handle: string; password: string };

export const DEMO_ACCOUNTS: (DemoAccount & {
  firstName: string;
  lastName: string;
  phone: string;
  referralCode: string;
})[] = [
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
    password: 'oja-vendor-2026',
  },
];

/** Fills an empty database with the demo accounts; does nothing when any user exists. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const now = new Date();
  for (const a of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        handle: a.handle,
        phoneCode: '+234',
        phoneNumber: a.phone,
        passwordHash: await hash(a.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
        referralCode: a.referralCode,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      })
      .onConflictDoNothing();
  }
  return { seeded: true };
}
