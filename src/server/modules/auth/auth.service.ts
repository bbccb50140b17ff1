import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { LoginBody, Me, RegisterBody } from '#shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../errors.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { hashPassword, verifyPassword as verify } from '../../passwords.ts';
import type { AttemptCounter } from '../../plugins/rate-limit.ts';
import type { SessionsService, TokenPair } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';

export type AuthService = ReturnType<typeof createAuthService>;

/** A login or reset names an account by e-mail, username or (Nigerian) phone number. */
function loginLookup(text: string) {
  const login = text.trim().toLowerCase();
  const number = /^[+\d\s\-()]+$/.test(login)
    ? normalizePhoneNumber(DEFAULT_PHONE_CODE, login)
    : null;
  return { text: login, phone: number ? { code: DEFAULT_PHONE_CODE, number } : null };
}

/**
 * Who someone is: sign-up, login and passwords. Accounts themselves belong to the users module;
 * sessions (tokens) to the sessions module.
 */
export function createAuthService(deps: {
  config: Pick<Config, 'appUrl' | 'rateLimits'>;
  users: Pick<
    UsersService,
    'me' | 'createAccount' | 'findByLogin' | 'credentialsOf' | 'setPasswordHash'
  >;
  sessions: Pick<SessionsService, 'start' | 'revokeAll'>;
  verification: Pick<VerificationService, 'issueLinkToken' | 'consumeLinkToken'>;
  attempts: AttemptCounter;
  mailer: Mailer;
}) {
  const { users, sessions, verification, attempts, mailer } = deps;
  const limits = deps.config.rateLimits;
  let dummyHash: Promise<string> | undefined;

  async function sessionFor(userId: string): Promise<TokenPair & { user: Me }> {
    const tokens = await sessions.start(userId);
    return { ...tokens, user: await users.me(userId) };
  }

  async function newPassword(userId: string, password: string) {
    await users.setPasswordHash(userId, await hashPassword(password));
    await sessions.revokeAll(userId);
  }

  return {
    async register(body: RegisterBody) {
      const { password, ...account } = body;
      const userId = await users.createAccount(account, await hashPassword(password));
      return sessionFor(userId);
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
      const user = await users.findByLogin(lookup);
      // Unknown accounts still cost one verification, so timing does not reveal who is registered.
      dummyHash ??= hashPassword('oja-timing-equaliser');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), body.password);
      if (!user || !valid) {
        await attempts.hit(key, rule.timeWindowMs);
        throw unauthorized('Invalid login details', 'INVALID_CREDENTIALS');
      }
      return sessionFor(user.id);
    },

    async changePassword(userId: string, currentPassword: string, password: string) {
      const user = await users.credentialsOf(userId);
      if (!user) throw notFound('User');
      if (!(await verify(user.passwordHash, currentPassword))) {
        throw badRequest({ currentPassword: 'Your current password is not correct' });
      }
      await newPassword(userId, password);
    },

    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async forgotPassword(identifier: string) {
      const lookup = loginLookup(identifier);
      const rule = limits.forgotPasswordPerAccount;
      if ((await attempts.hit(`forgot:${lookup.text}`, rule.timeWindowMs)) > rule.max) {
        throw tooManyRequests('Too many reset requests for this account, please try again later');
      }
      const user = await users.findByLogin(lookup);
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

    async resetPassword(token: string, password: string) {
      const used = await verification.consumeLinkToken('password_reset', token);
      if (!used) throw badRequest({ token: 'This reset token is invalid or has expired' });
      await newPassword(used.userId, password);
    },
  };
}
