import { randomInt } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  DEFAULT_PHONE_CODE,
  FREE_PLAN_NAME,
  MAX_ADDRESSES_PER_USER,
} from '#shared/constants.ts';
import { normalizePhoneCode, normalizePhoneNumber } from '#shared/phone.ts';
import type {
  AddressBody,
  LoginBody,
  Me,
  RegisterBody,
  SwitchAccountBody,
  UpdateProfileBody,
} from '#shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../errors.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { hashPassword, verifyPassword as verify } from '../../passwords.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import type { AttemptCounter } from '../../plugins/rate-limit.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SessionsService, TokenPair } from '../sessions/sessions.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import * as repo from './users.repo.ts';

const duplicateMessages: Record<repo.UniqueField, string> = {
  email: 'This email is already registered',
  handle: 'This username is taken',
  phoneNumber: 'This phone number is already registered',
  referralCode: 'Please try again',
};
const duplicateError = (fields: repo.UniqueField[]) =>
  conflict('Already registered', Object.fromEntries(fields.map((f) => [f, duplicateMessages[f]])));

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

function phoneOrFail(code: string, raw: string, field = 'phoneNumber') {
  const phoneCode = normalizePhoneCode(code);
  const number = normalizePhoneNumber(phoneCode, raw);
  if (!number) throw badRequest({ [field]: 'Enter a valid phone number' });
  return { code: phoneCode, number };
}

export type UsersDeps = {
  db: Db;
  config: Pick<Config, 'appUrl' | 'rateLimits'>;
  mailer: Mailer;
  messenger: Messenger;
  attempts: AttemptCounter;
  sessions: SessionsService;
  verification: VerificationService;
  businesses: Pick<BusinessesService, 'listOwnedBy' | 'findOwned' | 'followedIds'>;
  products: Pick<ProductsService, 'likedIds'>;
};
export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: UsersDeps) {
  const { db, sessions, verification, businesses, attempts, mailer } = deps;
  const limits = deps.config.rateLimits;
  let dummyHash: Promise<string> | undefined;

  async function me(userId: string): Promise<Me> {
    const [found, owned, follows, likes] = await Promise.all([
      repo.findUserWithAddresses(db, userId),
      businesses.listOwnedBy(userId),
      businesses.followedIds(userId),
      deps.products.likedIds(userId),
    ]);
    if (!found) throw unauthorized('Your account no longer exists', 'INVALID_TOKEN');
    const { user, addresses } = found;
    const active = owned.find((b) => b._id === user.activeBusinessId) ?? null;
    return {
      _id: user.id,
      role: user.role,
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        phoneCode: user.phoneCode,
        phoneNumber: user.phoneNumber,
        phoneVerified: user.phoneVerifiedAt !== null,
        handle: user.handle,
        bio: user.bio,
        avatar: user.avatarUrl,
        referralCode: user.referralCode,
        country: 'NG',
      },
      businesses: owned,
      addresses,
      defaultAddress: addresses.find((a) => a.isDefault) ?? null,
      hasPost: false,
      subscription: { name: FREE_PLAN_NAME },
      activeAccount: active
        ? { type: ACCOUNT_TYPES.BUSINESS, username: active.handle, businessId: active._id }
        : { type: ACCOUNT_TYPES.PERSONAL, username: user.handle, businessId: null },
      paymentChargeMode: user.paymentChargeMode,
      follows,
      likes,
      vouchers: [],
      createdAt: user.createdAt.toISOString(),
    };
  }

  async function sessionFor(userId: string): Promise<TokenPair & { user: Me }> {
    const tokens = await sessions.start(userId);
    return { ...tokens, user: await me(userId) };
  }

  function loginLookup(text: string) {
    const login = text.trim().toLowerCase();
    const number = /^[+\d\s\-()]+$/.test(login)
      ? normalizePhoneNumber(DEFAULT_PHONE_CODE, login)
      : null;
    return { text: login, phone: number ? { code: DEFAULT_PHONE_CODE, number } : null };
  }

  return {
    me,
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

    async register(body: RegisterBody) {
      const phone = phoneOrFail(body.phoneCode, body.phoneNumber);
      const taken = await repo.takenFields(db, { email: body.email, handle: body.handle, phone });
      if (taken.length > 0) throw duplicateError(taken);
      let referredById: string | null = null;
      if (body.referralCode) {
        referredById = await repo.findUserIdByReferralCode(db, body.referralCode.toUpperCase());
        if (!referredById) throw badRequest({ referralCode: 'This referral code does not exist' });
      }
      const passwordHash = await hashPassword(body.password);
      let user: repo.UserRow;
      try {
        user = await repo.insertUser(db, {
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
      } catch (err) {
        const field = repo.duplicateField(err);
        if (field) throw duplicateError([field]);
        throw err;
      }
      return sessionFor(user.id);
    },

    async login(body: LoginBody) {
      const lookup = loginLookup(body.username);
      const key = `login:${lookup.phone ? `${lookup.phone.code}${lookup.phone.number}` : lookup.text}`;
      const rule = limits.failedLoginsPerAccount;
      if ((await attempts.count(key)) >= rule.max) {
        throw tooManyRequests(
          'Too many failed login attempts for this account, please try again later',
        );
      }
      const user = await repo.findUserByLogin(db, lookup);
      // Unknown accounts still cost one verification, so timing does not reveal who is registered.
      dummyHash ??= hashPassword('oja-timing-equaliser');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), body.password);
      if (!user || !valid) {
        await attempts.hit(key, rule.timeWindowMs);
        throw unauthorized('Invalid login details', 'INVALID_CREDENTIALS');
      }
      return sessionFor(user.id);
    },

    /** Applies a profile edit; the message is omitted when only the payment charge mode changed. */
    async updateProfile(userId: string, patch: UpdateProfileBody) {
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
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        });
      } catch (err) {
        const field = repo.duplicateField(err);
        if (field) throw duplicateError([field]);
        throw err;
      }
      const keys = Object.keys(patch);
      const onlyChargeMode = keys.length === 1 && keys[0] === 'paymentChargeMode';
      return {
        user: await me(userId),
        message: onlyChargeMode ? undefined : 'Profile updated successfully',
      };
    },

    async changePassword(userId: string, currentPassword: string, newPassword: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound('User');
      if (!(await verify(user.passwordHash, currentPassword))) {
        throw badRequest({ currentPassword: 'Your current password is not correct' });
      }
      await repo.updateUser(db, userId, {
        passwordHash: await hashPassword(newPassword),
        passwordChangedAt: new Date(),
      });
      await sessions.revokeAll(userId);
    },

    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async forgotPassword(identifier: string) {
      const lookup = loginLookup(identifier);
      const rule = limits.forgotPasswordPerAccount;
      if ((await attempts.hit(`forgot:${lookup.text}`, rule.timeWindowMs)) > rule.max) {
        throw tooManyRequests('Too many reset requests for this account, please try again later');
      }
      const user = await repo.findUserByLogin(db, lookup);
      if (!user) return;
      const token = await verification.issueLinkToken(user.id, 'password_reset', user.email);
      await mailer.send({
        to: user.email,
        subject: 'Reset your Oja password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Use this link within 30 minutes to choose a new password:',
          `${deps.config.appUrl}/auth/reset-password?token=${token}`,
          '',
          `Reset token: ${token}`,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays the same.',
        ].join('\n'),
      });
    },

    async resetPassword(token: string, newPassword: string) {
      const used = await verification.consumeLinkToken('password_reset', token);
      if (!used) throw badRequest({ token: 'This reset token is invalid or has expired' });
      await repo.updateUser(db, used.userId, {
        passwordHash: await hashPassword(newPassword),
        passwordChangedAt: new Date(),
      });
      await sessions.revokeAll(used.userId);
    },

    async sendEmailVerification(userId: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound('User');
      if (user.emailVerifiedAt) throw conflict('Your email is already verified');
      const token = await verification.issueLinkToken(user.id, 'email_verification', user.email);
      await mailer.send({
        to: user.email,
        subject: 'Verify your e-mail on Oja',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Confirm this is your e-mail address by opening this link within 24 hours:',
          `${deps.config.appUrl}/auth/verify-email?userId=${user.id}&token=${token}`,
          '',
          `Verification token: ${token}`,
        ].join('\n'),
      });
    },

    async verifyEmail(userId: string, token: string) {
      const used = await verification.consumeLinkToken('email_verification', token);
      if (!used || used.userId !== userId) {
        throw badRequest({ token: 'This verification link is invalid or has expired' });
      }
      if (!(await repo.markEmailVerified(db, userId, used.target))) {
        throw conflict('Your email changed since this link was sent, please ask for a new one');
      }
    },

    async sendPhoneToken(
      userId: string,
      input: { phoneCode: string; phoneNumber: string; whatsApp: boolean },
    ) {
      const phone = phoneOrFail(input.phoneCode, input.phoneNumber);
      const taken = await repo.takenFields(db, { phone }, userId);
      if (taken.length > 0) throw duplicateError(taken);
      const code = await verification.issueCode(
        userId,
        'phone_verification',
        `${phone.code}:${phone.number}`,
      );
      await deps.messenger.send({
        channel: input.whatsApp ? 'whatsapp' : 'sms',
        to: `${phone.code}${phone.number}`,
        text: `Your Oja verification code is ${code}. It expires in 10 minutes. Do not share it.`,
      });
    },

    async verifyPhone(userId: string, code: string) {
      const target = await verification.consumeCode(userId, 'phone_verification', code);
      if (!target) throw badRequest({ token: 'This code is invalid or has expired' });
      const [phoneCode, phoneNumber] = target.split(':') as [string, string];
      try {
        await repo.updateUser(db, userId, { phoneCode, phoneNumber, phoneVerifiedAt: new Date() });
      } catch (err) {
        if (repo.duplicateField(err) === 'phoneNumber') throw duplicateError(['phoneNumber']);
        throw err;
      }
    },

    async addAddress(userId: string, body: AddressBody) {
      const phone = phoneOrFail(DEFAULT_PHONE_CODE, body.phone, 'phone');
      return db.transaction(async (tx) => {
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
    },

    async deleteAddress(userId: string, addressId: string) {
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const deleted = await repo.deleteAddress(tx, userId, addressId);
        if (!deleted) throw notFound('Address');
        if (deleted.isDefault) await repo.promoteOldestAddress(tx, userId);
      });
      return repo.listAddresses(db, userId);
    },

    async setDefaultAddress(userId: string, addressId: string) {
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if (!(await repo.setDefaultAddress(tx, userId, addressId))) throw notFound('Address');
      });
      return repo.listAddresses(db, userId);
    },

    /** Acts as Personal or as one of the user's own businesses. */
    async switchAccount(userId: string, body: SwitchAccountBody) {
      if (body.type === ACCOUNT_TYPES.BUSINESS) {
        const owned = await businesses.findOwned(userId, body.businessId);
        if (!owned) throw forbidden('You can only switch to a business you own');
        await repo.updateUser(db, userId, { activeBusinessId: owned._id });
      } else {
        await repo.updateUser(db, userId, { activeBusinessId: null });
      }
      return me(userId);
    },
  };
}
