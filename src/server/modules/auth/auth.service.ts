import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { LoginBody, Me, RegisterBody } from '#shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../errors.ts';

/** A suspended account's owner is told why and where to turn. */
const accountSuspended = (reason: string | null) =>
  new AppError(
    403,
    'ACCOUNT_SUSPENDED',
    `Oja suspended this account${reason ? `: ${reason}` : ''}. Write to support@oja.ng if you think this is a mistake.`,
  );
import type { Mailer } from '../../integrations/mail.ts';
import { hashPassword, verifyPassword as verify } from '../../passwords.ts';
import { spendAllowances, tryAgainLater, type AttemptCounter } from '../../plugins/rate-limit.ts';
import type { SessionsService, TokenPair } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { DeviceCookies } from './device-cookies.ts';

export type AuthService = ReturnType<typeof createAuthService>;

/** Where a login comes from: its IP address and its cookies (a device cookie among them). */
export type LoginClient = { address: string; cookies: Map<string, string> };

/** A login or reset names an account by e-mail, username or (Nigerian) phone number. */
function loginLookup(text: string) {
  const login = text.trim().toLowerCase();
  const number = /^[+\d\s\-()]+$/.test(login)
    ? normalizePhoneNumber(DEFAULT_PHONE_CODE, login)
    : null;
  return { text: login, phone: number ? { code: DEFAULT_PHONE_CODE, number } : null };
}

/** One name per identifier however it is typed (a phone number in any of its forms). */
const lookupKey = (lookup: ReturnType<typeof loginLookup>) =>
  lookup.phone ? `${lookup.phone.code}${lookup.phone.number}` : lookup.text;

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
  verification: Pick<VerificationService, 'issueLinkToken' | 'consumeLinkToken' | 'limitSend'>;
  attempts: AttemptCounter;
  devices: DeviceCookies;
  mailer: Mailer;
}) {
  const { users, sessions, verification, attempts, devices, mailer } = deps;
  const limits = deps.config.rateLimits;
  let dummyHash: Promise<string> | undefined;

  async function sessionFor(userId: string): Promise<TokenPair & { user: Me }> {
    const tokens = await sessions.start(userId);
    return { ...tokens, user: await users.me(userId) };
  }

  /**
   * A login from a browser the account does not know: refused while its address or the account
   * is locked, and paced (one try per account every `loginPaceMs`) once the account has had
   * `failedLoginsBeforePacing` failures.
   */
  async function checkStranger(accountKey: string, addressKey: string) {
    const byAddress = limits.failedLoginsPerAddress;
    if ((await attempts.count(addressKey)) >= byAddress.max) {
      throw tryAgainLater(
        'Too many failed logins from your network',
        await attempts.remainingMs(addressKey),
      );
    }
    const failures = await attempts.count(accountKey);
    if (failures >= limits.failedLoginsPerAccount.max) {
      throw tryAgainLater(
        'Too many failed login attempts for this account',
        await attempts.remainingMs(accountKey),
      );
    }
    if (failures >= limits.failedLoginsBeforePacing) {
      await spendAllowances(attempts, [
        {
          key: `${accountKey}:pace`,
          rules: [{ max: 1, timeWindowMs: limits.loginPaceMs }],
          what: 'Too many failed login attempts for this account',
        },
      ]);
    }
  }

  async function newPassword(userId: string, password: string) {
    await users.setPasswordHash(userId, await hashPassword(password));
    await sessions.revokeAll(userId);
  }

  return {
    async register(body: RegisterBody) {
      const { password, ...account } = body;
      const userId = await users.createAccount(account, await hashPassword(password));
      // The browser that signed up is one the account knows.
      return { ...(await sessionFor(userId)), deviceCookie: devices.issue(userId) };
    },

    /**
     * Failed logins are counted per account (whichever of e-mail, phone or username names it)
     * and per source address, and a browser that has logged in to the account before (a valid
     * device cookie) is judged by its own failures alone: a stranger's guesses slow down and
     * then lock the account for everyone else, never for its owner's own browser (OWASP's device
     * cookies). Each success gives the browser a new device cookie.
     */
    async login(body: LoginBody, client: LoginClient) {
      const lookup = loginLookup(body.username);
      const user = await users.findByLogin(lookup);
      let device = user ? devices.deviceOf(user.id, client.cookies) : null;
      const deviceKey = `login:device:${device}`;
      if (device && (await attempts.count(deviceKey)) >= limits.failedLoginsPerDevice.max) {
        device = null; // A device past its own limit is a stranger like any other.
      }
      // Unknown accounts are counted by what names them, so answers do not tell them apart.
      const accountKey = `login:account:${user?.id ?? lookupKey(lookup)}`;
      const addressKey = `login:address:${client.address}`;
      if (!device) await checkStranger(accountKey, addressKey);

      // Unknown accounts still cost one verification, so timing does not reveal who is registered.
      dummyHash ??= hashPassword('oja-timing-equaliser');
      const valid = await verify(user?.passwordHash ?? (await dummyHash), body.password);
      if (!user || !valid) {
        if (device) {
          await attempts.hit(deviceKey, limits.failedLoginsPerDevice.timeWindowMs);
        } else {
          await Promise.all([
            attempts.hit(accountKey, limits.failedLoginsPerAccount.timeWindowMs),
            attempts.hit(addressKey, limits.failedLoginsPerAddress.timeWindowMs),
          ]);
        }
        throw unauthorized('Invalid login details', 'INVALID_CREDENTIALS');
      }
      // Told only to whoever knows the password: a stranger cannot learn an account is suspended.
      if (user.suspendedAt) throw accountSuspended(user.suspendedReason);
      return { ...(await sessionFor(user.id)), deviceCookie: devices.issue(user.id) };
    },

    async changePassword(userId: string, currentPassword: string, password: string) {
      const user = await users.credentialsOf(userId);
      if (!user) throw notFound('User');
      if (!(await verify(user.passwordHash, currentPassword))) {
        throw badRequest({ currentPassword: 'Your current password is not correct' });
      }
      await newPassword(userId, password);
    },

    /**
     * Sends a reset link when the account exists; the caller answers the same either way. Past
     * the limits on e-mails to the account's address nothing more is sent (the link sent before
     * stays live), with the same answer, so the answer never tells whether an account exists.
     */
    async forgotPassword(identifier: string, address?: string) {
      const lookup = loginLookup(identifier);
      const rule = limits.forgotPasswordPerAccount;
      if ((await attempts.hit(`forgot:${lookup.text}`, rule.timeWindowMs)) > rule.max) {
        throw tooManyRequests('Too many reset requests for this account, please try again later');
      }
      const user = await users.findByLogin(lookup);
      if (!user) return;
      try {
        await verification.limitSend('password_reset', {
          userId: user.id,
          destinations: [user.email],
          address,
        });
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 429) return;
        throw err;
      }
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
