import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { randomCode, randomToken, sha256 } from '../../crypto.ts';
import { spendAllowances, type AttemptCounter } from '../../plugins/rate-limit.ts';
import {
  consumeByHash,
  insertOneTimeToken,
  latestLiveToken,
  liveTokenById,
  markUsed,
  recordWrongAttempt,
  retireTargetTokens,
  retireTokens,
  type TokenPurpose,
} from './verification.repo.ts';

const TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 24 * 60 * 60_000,
  phone_verification: 10 * 60_000,
  payout_account: 30 * 60_000,
};
/** A 6-digit code gets this many guesses before it is void. */
const MAX_CODE_ATTEMPTS = 5;

export type VerificationService = ReturnType<typeof createVerificationService>;

/** What a code check found: right, a wrong guess (counted), or no live code with that id. */
export type CodeCheck = 'right' | 'wrong' | 'void';

/** Where a code or link goes and who asked for it, for the limits on sending them. */
export type SendRequest = {
  userId: string;
  /** The numbers (`+2348031234567`) and e-mail addresses it goes to. */
  destinations: string[];
  /** The IP address the request came from, when a request asked for it. */
  address?: string;
};

const DESTINATION_WORDS: Record<TokenPurpose, string> = {
  password_reset: 'Too many reset e-mails were sent to this address',
  email_verification: 'Too many verification e-mails were sent to this address',
  phone_verification: 'Too many codes were sent to this number',
  payout_account: 'Too many bank account codes were sent to you',
};

/** Single-use secrets for links (long random tokens) and phone codes (6 digits), stored hashed. */
export function createVerificationService({
  db,
  attempts,
  limits,
}: {
  db: Db;
  attempts: AttemptCounter;
  limits: Config['codeSends'];
}) {
  return {
    /**
     * Counts a code or link about to be sent, per destination (per kind of code), per account and
     * per source address, and refuses it (429, with when to try again) past any limit: codes
     * cannot be sent for hire, to one number from many accounts or from one account to many.
     * Every sender calls this before it issues the token, so a refused request leaves the live
     * one as it was.
     */
    async limitSend(purpose: TokenPurpose, send: SendRequest): Promise<void> {
      // A payout account's code follows a change its owner made, to the owner's own contacts
      // (the change itself is limited per address): a personal and a business account set up
      // together send two in a minute, so only the hour's and the day's limits apply.
      const windows = (rules: Config['codeSends']['perDestination']) =>
        purpose === 'payout_account' ? rules.filter((r) => r.timeWindowMs >= 3_600_000) : rules;
      await spendAllowances(attempts, [
        ...send.destinations.map((to) => ({
          key: `send:${purpose}:to:${to.trim().toLowerCase()}`,
          rules: windows(limits.perDestination),
          what: DESTINATION_WORDS[purpose],
        })),
        {
          key: `send:account:${send.userId}`,
          rules: windows(limits.perAccount),
          what: 'You have asked for too many codes',
        },
        ...(send.address
          ? [
              {
                key: `send:address:${send.address}`,
                rules: limits.perAddress,
                what: 'Too many codes were asked for from your network',
              },
            ]
          : []),
      ]);
    },

    async issueLinkToken(userId: string, purpose: TokenPurpose, target: string): Promise<string> {
      const token = randomToken();
      await retireTokens(db, userId, purpose);
      await insertOneTimeToken(db, {
        userId,
        purpose,
        target,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
      });
      return token;
    },

    /** The user and target of a live link token, which is used up; null when invalid or expired. */
    consumeLinkToken: (purpose: TokenPurpose, token: string) =>
      consumeByHash(db, purpose, sha256(token)),

    async issueCode(userId: string, purpose: TokenPurpose, target: string): Promise<string> {
      const code = randomCode();
      await retireTokens(db, userId, purpose);
      await insertOneTimeToken(db, {
        userId,
        purpose,
        target,
        tokenHash: sha256(code),
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
      });
      return code;
    },

    /** Checks a code against the user's newest one; the target when right, else null. */
    async consumeCode(userId: string, purpose: TokenPurpose, code: string): Promise<string | null> {
      const live = await latestLiveToken(db, userId, purpose);
      if (!live) return null;
      const right = timingSafeEqual(Buffer.from(live.tokenHash), Buffer.from(sha256(code)));
      if (!right) {
        await recordWrongAttempt(db, live.id, MAX_CODE_ATTEMPTS);
        return null;
      }
      return (await markUsed(db, live.id)) ? live.target : null;
    },

    /**
     * A 6-digit code that proves one target (a payout account): a new code for the same target
     * retires the older one, codes for other targets stay live. The caller keeps its id.
     */
    async issueTargetedCode(
      userId: string,
      purpose: TokenPurpose,
      target: string,
    ): Promise<{ tokenId: string; code: string; expiresInMinutes: number }> {
      const code = randomCode();
      await retireTargetTokens(db, userId, purpose, target);
      const tokenId = await insertOneTimeToken(db, {
        userId,
        purpose,
        target,
        tokenHash: sha256(code),
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
      });
      return { tokenId, code, expiresInMinutes: TTL_MS[purpose] / 60_000 };
    },

    /**
     * Checks a code against the live token with this id without using it up (the caller uses it
     * in the transaction that applies what it proves). A wrong guess counts; after the last
     * allowed one the token is void, like every short code.
     */
    async checkCode(
      userId: string,
      purpose: TokenPurpose,
      tokenId: string,
      code: string,
    ): Promise<CodeCheck> {
      const live = await liveTokenById(db, userId, purpose, tokenId);
      if (!live) return 'void';
      if (timingSafeEqual(Buffer.from(live.tokenHash), Buffer.from(sha256(code)))) return 'right';
      await recordWrongAttempt(db, live.id, MAX_CODE_ATTEMPTS);
      return 'wrong';
    },

    /** Uses a token up inside the caller's transaction; false when it was used already. */
    useToken: (tx: Executor, tokenId: string) => markUsed(tx, tokenId),
  };
}
