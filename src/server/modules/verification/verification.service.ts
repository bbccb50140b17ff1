import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { randomCode, randomToken, sha256 } from '../../crypto.ts';
import {
  consumeByHash,
  insertOneTimeToken,
  latestLiveToken,
  markUsed,
  recordWrongAttempt,
  retireTokens,
  type TokenPurpose,
} from './verification.repo.ts';

const TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 24 * 60 * 60_000,
  phone_verification: 10 * 60_000,
};
/** A 6-digit code gets this many guesses before it is void. */
const MAX_CODE_ATTEMPTS = 5;

export type VerificationService = ReturnType<typeof createVerificationService>;

/** Single-use secrets for links (long random tokens) and phone codes (6 digits), stored hashed. */
export function createVerificationService({ db }: { db: Db }) {
  return {
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
  };
}
