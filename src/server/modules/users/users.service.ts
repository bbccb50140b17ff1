import { clearCode } from '../../crypto.ts';
import { ACCOUNT_TYPES, DEFAULT_PHONE_CODE, MAX_ADDRESSES_PER_USER } from '#shared/constants.ts';
import type {
  AddressBody,
  Me,
  RegisterBody,
  SwitchAccountBody,
  UpdateProfileBody,
} from '#shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { MediaCheck } from '../../media.ts';
import type { Mailer } from '../../integrations/mail.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { duplicateError, phoneOrFail } from './account-fields.ts';
import { createContactVerification } from './contact-verification.ts';
import type { ProfileCopies } from './profile-copies.ts';
import { findProfile } from './profile.repo.ts';
import * as repo from './users.repo.ts';
import { meView } from './users.view.ts';

const newReferralCode = () => clearCode(8);

export type UsersDeps = {
  db: Db;
  config: Pick<Config, 'appUrl' | 'rateLimits'>;
  mailer: Mailer;
  messenger: Messenger;
  verification: VerificationService;
  businesses: Pick<BusinessesService, 'findOwned'>;
  checkMedia: MediaCheck;
  /** The users' `GET users/me` answers kept in memory; this service's writes forget them. */
  copies: ProfileCopies;
};
export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: UsersDeps) {
  const { db, businesses, copies } = deps;

  async function loadProfile(userId: string, sessionId: string | null) {
    const found = await findProfile(db, userId, sessionId);
    if (!found) throw unauthorized('Your account no longer exists', 'INVALID_TOKEN');
    return {
      me: meView(found),
      version: found.sessionVersion,
      ended: found.sessionEnded,
      changesAt: found.planChangesAt,
    };
  }

  /**
   * The user with their session version and whether the token's session ended: every page load
   * asks for this, so it comes from the user's profile copy when one is kept, otherwise in one
   * round trip that lets the route check the token without a query of its own.
   */
  async function meInSession(
    userId: string,
    sessionId: string,
  ): Promise<{ me: Me; session: { version: number; ended: boolean } }> {
    const found = await copies.read(userId, sessionId, () => loadProfile(userId, sessionId));
    return { me: found.me, session: { version: found.version, ended: found.ended } };
  }

  /** The profile as the database has it now (after a write: never a copy). */
  async function me(userId: string): Promise<Me> {
    return (await loadProfile(userId, null)).me;
  }

  /** Runs a write of the user's own rows, then forgets their copy on this instance at once. */
  async function changing<T>(userId: string, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      copies.forget(userId);
    }
  }

  return {
    me,
    meInSession,
    /** How often a profile copy answered (`/metrics`). */
    profileCopies: copies.stats,
    /** Forgets the user's profile copy on this instance (their rows changed here). */
    forgetProfile: (userId: string) => copies.forget(userId),
    ...createContactVerification(deps),
    roleOf: (userId: string) => repo.findUserRole(db, userId),
    publicProfiles: (ids: string[]) => repo.findPublicProfiles(db, ids),
    /** Where payment receipts go. */
    emailOf: async (userId: string) => (await repo.findUserById(db, userId))?.email ?? null,
    /** Whether anyone has an account yet (the demo marketplace is made only on an empty one). */
    anyExist: () => repo.anyUser(db),
    /**
     * An account Oja makes itself, its contact details already verified: the demo marketplace's
     * people. The password arrives hashed, so many accounts can share one hashing.
     */
    createVerified: (values: Omit<repo.NewUser, 'emailVerifiedAt'>) =>
      repo.insertUser(db, { ...values, emailVerifiedAt: new Date() }),

    /**
     * A new account from the sign-up form (the auth module hashes the password): its e-mail,
     * username and phone must be free, and a referral code must exist.
     */
    async createAccount(body: Omit<RegisterBody, 'password'>, passwordHash: string) {
      const phone = phoneOrFail(body.phoneCode, body.phoneNumber);
      const taken = await repo.takenFields(db, { email: body.email, handle: body.handle, phone });
      if (taken.length > 0) throw duplicateError(taken);
      let referredById: string | null = null;
      if (body.referralCode) {
        referredById = await repo.findUserIdByReferralCode(db, body.referralCode.toUpperCase());
        if (!referredById) throw badRequest({ referralCode: 'This referral code does not exist' });
      }
      try {
        const user = await repo.insertUser(db, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          handle: body.handle,
          phoneCode: phone.code,
          phoneNumber: phone.number,
          passwordHash,
          referralCode: newReferralCode(),
          referredById,
        });
        return user.id;
      } catch (err) {
        const field = repo.duplicateField(err);
        if (field) throw duplicateError([field]);
        throw err;
      }
    },

    /** The account a login names (e-mail, username or phone), with what proves it. */
    findByLogin: (lookup: repo.LoginLookup) => repo.findUserByLogin(db, lookup),

    /**
     * Oja suspends an account (a reason) or restores it (null), in the console's transaction; the
     * caller ends its sessions. What it was before, for the audit record; null when no such user.
     */
    async setSuspended(tx: Executor, userId: string, reason: string | null) {
      await repo.lockUser(tx, userId); // Of two staff suspending at once, the second sees it done.
      const before = await repo.findUserById(tx, userId);
      if (!before) return null;
      await changing(
        userId,
        repo.updateUser(tx, userId, {
          suspendedAt: reason === null ? null : new Date(),
          suspendedReason: reason,
        }),
      );
      return { suspended: before.suspendedAt !== null, reason: before.suspendedReason };
    },
    credentialsOf: (userId: string) => repo.findUserById(db, userId),
    /** A new password hash; the caller ends the user's sessions. */
    setPasswordHash: (userId: string, passwordHash: string) =>
      changing(
        userId,
        repo.updateUser(db, userId, { passwordHash, passwordChangedAt: new Date() }),
      ),

    /** Applies a profile edit; the message is omitted when only the payment charge mode changed. */
    async updateProfile(userId: string, { avatar, ...patch }: UpdateProfileBody) {
      await deps.checkMedia([avatar], 'avatar', userId);
      const taken = await repo.takenFields(
        db,
        { email: patch.email, handle: patch.handle },
        userId,
      );
      if (taken.length > 0) throw duplicateError(taken);
      const current = await repo.findUserById(db, userId);
      if (!current) throw notFound('User');
      const emailChanged = patch.email !== undefined && patch.email !== current.email;
      try {
        await repo.updateUser(db, userId, {
          ...patch,
          ...(avatar !== undefined ? { avatarUrl: avatar } : {}),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        });
      } catch (err) {
        const field = repo.duplicateField(err);
        if (field) throw duplicateError([field]);
        throw err;
      } finally {
        copies.forget(userId);
      }
      const keys = Object.keys({ ...patch, ...(avatar !== undefined ? { avatar } : {}) });
      const onlyChargeMode = keys.length === 1 && keys[0] === 'paymentChargeMode';
      return {
        user: await me(userId),
        message: onlyChargeMode ? undefined : 'Profile updated successfully',
      };
    },

    async addAddress(userId: string, body: AddressBody) {
      const phone = phoneOrFail(DEFAULT_PHONE_CODE, body.phone, 'phone');
      const adding = db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const count = await repo.countAddresses(tx, userId);
        if (count >= MAX_ADDRESSES_PER_USER) {
          throw conflict(
            `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses, please delete one first`,
          );
        }
        return repo.insertAddress(tx, {
          userId,
          label: body.label ?? null,
          recipientName: body.recipientName,
          phone: `${phone.code}${phone.number}`,
          street: body.street,
          city: body.city,
          lga: body.lga ?? null,
          state: body.state,
          country: body.country,
          landmark: body.landmark ?? null,
          isDefault: count === 0,
        });
      });
      return changing(userId, adding);
    },

    async deleteAddress(userId: string, addressId: string) {
      await changing(
        userId,
        db.transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          const deleted = await repo.deleteAddress(tx, userId, addressId);
          if (!deleted) throw notFound('Address');
          if (deleted.isDefault) await repo.promoteOldestAddress(tx, userId);
        }),
      );
      return repo.listAddresses(db, userId);
    },

    async setDefaultAddress(userId: string, addressId: string) {
      await changing(
        userId,
        db.transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          if (!(await repo.setDefaultAddress(tx, userId, addressId))) throw notFound('Address');
        }),
      );
      return repo.listAddresses(db, userId);
    },

    /** Acts as Personal or as one of the user's own businesses. */
    async switchAccount(userId: string, body: SwitchAccountBody) {
      if (body.type === ACCOUNT_TYPES.BUSINESS) {
        const owned = await businesses.findOwned(userId, body.businessId);
        if (!owned) throw forbidden('You can only switch to a business you own');
        await changing(userId, repo.updateUser(db, userId, { activeBusinessId: owned._id }));
      } else {
        await changing(userId, repo.updateUser(db, userId, { activeBusinessId: null }));
      }
      return me(userId);
    },

    /** Becoming a creator (hasPost) lets the user publish posts; asking again changes nothing. */
    async becomeCreator(userId: string) {
      await changing(userId, repo.updateUser(db, userId, { hasPost: true }));
      return me(userId);
    },
  };
}
