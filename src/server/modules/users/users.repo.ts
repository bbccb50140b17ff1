import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Address, PublicProfile } from '#shared/schemas/users.ts';
import type { Executor } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { isVerifiedSql } from '../badges/badges.public.ts';
import { userAddresses, users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UniqueField = 'email' | 'handle' | 'phoneNumber' | 'referralCode';

const constraintField: Record<string, UniqueField> = {
  users_email_key: 'email',
  users_handle_key: 'handle',
  users_phone_key: 'phoneNumber',
  users_referral_code_key: 'referralCode',
};

/** The unique field a failed insert or update collided on, if that was the failure. */
export function duplicateField(err: unknown): UniqueField | null {
  const constraint = uniqueViolation(err);
  return constraint ? (constraintField[constraint] ?? null) : null;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function anyUser(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserRole(db: Executor, id: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role ?? null;
}

/** Login and password-reset look-up: e-mail, handle or phone number. */
/** What a login names: the lower-cased text (e-mail or username) or a phone number. */
export type LoginLookup = { text: string; phone: { code: string; number: string } | null };

export async function findUserByLogin(db: Executor, login: LoginLookup): Promise<UserRow | null> {
  const byPhone = login.phone
    ? and(eq(users.phoneCode, login.phone.code), eq(users.phoneNumber, login.phone.number))
    : undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, login.text), eq(users.handle, login.text), byPhone))
    .limit(1);
  return row ?? null;
}

export async function findUserIdByReferralCode(db: Executor, code: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
  return row?.id ?? null;
}

/** Which of these unique values other accounts already hold. */
export async function takenFields(
  db: Executor,
  values: { email?: string; handle?: string; phone?: { code: string; number: string } },
  exceptUserId?: string,
): Promise<UniqueField[]> {
  const checks = [];
  if (values.email) checks.push(eq(users.email, values.email));
  if (values.handle) checks.push(eq(users.handle, values.handle));
  if (values.phone) {
    checks.push(
      and(eq(users.phoneCode, values.phone.code), eq(users.phoneNumber, values.phone.number)),
    );
  }
  if (checks.length === 0) return [];
  const rows = await db
    .select({
      email: users.email,
      handle: users.handle,
      phoneCode: users.phoneCode,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(and(or(...checks), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const taken = new Set<UniqueField>();
  for (const r of rows) {
    if (r.email === values.email) taken.add('email');
    if (r.handle === values.handle) taken.add('handle');
    if (
      values.phone &&
      r.phoneCode === values.phone.code &&
      r.phoneNumber === values.phone.number
    ) {
      taken.add('phoneNumber');
    }
  }
  return [...taken];
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<NewUser>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row!;
}

/** Marks the e-mail verified only if the account still has the address the link was sent to. */
export async function markEmailVerified(db: Executor, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length === 1;
}

function toAddress(r: typeof userAddresses.$inferSelect): Address {
  return {
    _id: r.id,
    label: r.label,
    recipientName: r.recipientName,
    phone: r.phone,
    street: r.street,
    city: r.city,
    lga: r.lga,
    state: r.state,
    country: r.country,
    landmark: r.landmark,
    isDefault: r.isDefault,
  };
}

/** Default first, then oldest first. */
export async function listAddresses(db: Executor, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(sql`${userAddresses.isDefault} DESC`, asc(userAddresses.id));
  return rows.map(toAddress);
}

/** Serialises address changes of one user so the "first is default" rule holds under races. */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Executor,
  values: typeof userAddresses.$inferInsert,
): Promise<Address> {
  const [row] = await db.insert(userAddresses).values(values).returning();
  return toAddress(row!);
}

export async function deleteAddress(db: Executor, userId: string, addressId: string) {
  const [row] = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning({ isDefault: userAddresses.isDefault });
  return row ?? null;
}

/** Makes one address the default (and no other); false when it is not the user's. */
export async function setDefaultAddress(
  db: Executor,
  userId: string,
  addressId: string,
): Promise<boolean> {
  const [owned] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
  if (!owned) return false;
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
  await db.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, addressId));
  return true;
}

/** After the default is deleted, the oldest remaining address becomes the default. */
export async function promoteOldestAddress(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${userAddresses} SET is_default = true
    WHERE id = (SELECT id FROM ${userAddresses} WHERE user_id = ${userId} ORDER BY id LIMIT 1)`);
}

/** Public profile fields of several users (names and avatars shown next to follows and likes). */
export function findPublicProfiles(db: Executor, ids: string[]): Promise<PublicProfile[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      _id: users.id,
      handle: users.handle,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatarUrl,
      // Written out with its table: a bare column in a select is named without it.
      isVerified: isVerifiedSql(sql`"users"."id"`),
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The creators' profiles search engines are told of (those who may post, as Creators lists). */
const listedCreators = eq(users.hasPost, true);

export async function countSitemapCreators(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(listedCreators);
  return row?.n ?? 0;
}

/** A slice of the creators' profile pages, in a stable order, with when each last changed. */
export async function listSitemapCreators(db: Executor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ handle: users.handle, lastmod: users.updatedAt })
    .from(users)
    .where(listedCreators)
    .orderBy(asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ path: `/u/${r.handle}`, lastmod: r.lastmod }));
}
