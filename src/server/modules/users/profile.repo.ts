import { eq, sql } from 'drizzle-orm';
import type { PlanCode } from '#shared/plans.ts';
import type { Address } from '#shared/schemas/users.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { businessesReadOnly, businessFollowersReadOnly } from '../businesses/businesses.public.ts';
import { staffRolesReadOnly } from '../console/console.public.ts';
import { productLikesReadOnly } from '../products/products.public.ts';
import { currentPlanSql, planChangesAtSql } from '../plans/plans.public.ts';
import {
  sessionEndedSql,
  sessionIdParam,
  userSessionVersionsReadOnly,
} from '../sessions/sessions.public.ts';
import type { UserRow } from './users.repo.ts';
import { userAddresses, users } from './users.schema.ts';

type AddressJson = {
  id: string;
  label: string | null;
  recipient_name: string;
  phone: string;
  street: string;
  city: string;
  lga: string | null;
  state: string;
  country: string;
  landmark: string | null;
  is_default: boolean;
};

/** The columns of the user that the profile shows (never the password hash). */
const profileUserColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  handle: users.handle,
  bio: users.bio,
  avatarUrl: users.avatarUrl,
  referralCode: users.referralCode,
  paymentChargeMode: users.paymentChargeMode,
  activeBusinessId: users.activeBusinessId,
  hasPost: users.hasPost,
  createdAt: users.createdAt,
};
type ProfileUser = { [K in keyof typeof profileUserColumns]: UserRow[K] };

/**
 * Everything the signed-in user's profile shows, in one round trip: the user, their addresses
 * (default first, then oldest), the businesses they own, and the businesses and products they
 * follow and like (newest first, at most 1000 each), the last three through the owners' public
 * handles, and their session version and whether the asking token's session ended (the sessions
 * module's handles), so `GET users/me` checks the token in the same round trip.
 */
const profileOf = prepared((db) =>
  db
    .select({
      user: profileUserColumns,
      addresses: sql<AddressJson[]>`coalesce((
        SELECT json_agg(a ORDER BY a.is_default DESC, a.id)
        FROM ${userAddresses} a WHERE a.user_id = "users"."id"), '[]'::json)`,
      businesses: sql<BusinessSummary[]>`coalesce((
        SELECT json_agg(json_build_object('_id', b.id, 'name', b.name, 'handle', b.handle,
          'logo', b.logo_url) ORDER BY b.id)
        FROM ${businessesReadOnly} b WHERE b.owner_id = "users"."id"), '[]'::json)`,
      follows: sql<string[]>`array(
        SELECT f.business_id FROM ${businessFollowersReadOnly} f WHERE f.user_id = "users"."id"
        ORDER BY f.created_at DESC LIMIT 1000)`,
      likes: sql<string[]>`array(
        SELECT l.product_id FROM ${productLikesReadOnly} l WHERE l.user_id = "users"."id"
        ORDER BY l.created_at DESC LIMIT 1000)`,
      staff: sql<boolean>`EXISTS (
        SELECT 1 FROM ${staffRolesReadOnly} s WHERE s.user_id = "users"."id")`,
      plan: currentPlanSql(sql`"users"."id"`),
      planChangesAt: planChangesAtSql(sql`"users"."id"`).mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v),
      ),
      sessionVersion: sql<number>`coalesce((
        SELECT v.version FROM ${userSessionVersionsReadOnly} v WHERE v.user_id = "users"."id"), 0)`,
      sessionEnded: sessionEndedSql(sql.placeholder('sessionId')),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_profile'),
);

type BusinessSummary = { _id: string; name: string; handle: string; logo: string | null };

export type Profile = {
  user: ProfileUser;
  addresses: Address[];
  businesses: BusinessSummary[];
  follows: string[];
  likes: string[];
  /** Holds a staff role (the console's). */
  staff: boolean;
  /** The plan the user is on now. */
  plan: PlanCode;
  /** When that plan changes by the clock alone (a term starting or ending), or null. */
  planChangesAt: Date | null;
  /** The user's session version (0 until their first password change). */
  sessionVersion: number;
  /** Whether the session asked about has ended (false when none was named). */
  sessionEnded: boolean;
};

/** `sessionId`: the session of the token asking, checked in the same round trip. */
export async function findProfile(
  db: Executor,
  id: string,
  sessionId: string | null = null,
): Promise<Profile | null> {
  const [row] = await profileOf(db).execute({ id, sessionId: sessionIdParam(sessionId) });
  if (!row) return null;
  return {
    user: row.user,
    addresses: row.addresses.map((a) => ({
      _id: a.id,
      label: a.label,
      recipientName: a.recipient_name,
      phone: a.phone,
      street: a.street,
      city: a.city,
      lga: a.lga,
      state: a.state,
      country: a.country,
      landmark: a.landmark,
      isDefault: a.is_default,
    })),
    businesses: row.businesses,
    follows: row.follows,
    likes: row.likes,
    staff: row.staff,
    plan: row.plan,
    planChangesAt: row.planChangesAt,
    sessionVersion: row.sessionVersion,
    sessionEnded: row.sessionEnded,
  };
}
