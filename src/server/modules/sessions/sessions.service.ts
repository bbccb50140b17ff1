import { v7 as uuidv7 } from 'uuid';
import type { Db, Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../crypto.ts';
import { unauthorized } from '../../errors.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import type { LiveService } from '../live/live.service.ts';
import {
  consumeRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  raiseSessionVersion,
  sessionState,
  sessionVersion,
  revokeAllForUser,
  revokeFamily,
} from './sessions.repo.ts';

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number };
export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * Short-lived JWT access tokens plus opaque rotating refresh tokens. Each login starts a token
 * family; presenting an already used refresh token revokes the whole family (theft detection).
 */
export function createSessionsService(deps: {
  db: Db;
  tokens: AccessTokens;
  refreshTtlDays: number;
  /** Ends live streams on every instance when sessions end. */
  live: Pick<LiveService, 'sessionClosed' | 'userSignedOut'>;
  /** Forgets the user's profile copy on this instance (other instances hear the triggers). */
  forgetProfile: (userId: string) => void;
}) {
  const { db, tokens } = deps;

  async function issueInFamily(userId: string, familyId: string): Promise<TokenPair> {
    const refreshToken = randomToken();
    await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    });
    return {
      accessToken: await tokens.sign(userId, familyId, await sessionVersion(db, userId)),
      refreshToken,
      expiresIn: tokens.ttlSeconds,
    };
  }

  async function endAllIn(tx: Executor, userId: string) {
    await raiseSessionVersion(tx, userId);
    await revokeAllForUser(tx, userId);
  }

  async function ended(userId: string) {
    deps.forgetProfile(userId);
    await deps.live.userSignedOut(userId);
  }

  return {
    start: (userId: string) => issueInFamily(userId, uuidv7()),

    async rotate(refreshToken: string): Promise<TokenPair> {
      const hash = sha256(refreshToken);
      const live = await consumeRefreshToken(db, hash);
      if (live) return issueInFamily(live.userId, live.familyId);
      const known = await findRefreshToken(db, hash);
      if (known) {
        // Reuse: a thief or the victim holds a copy. The whole session ends, access tokens too.
        await revokeFamily(db, known.familyId);
        await deps.live.sessionClosed(known.familyId);
      }
      throw unauthorized('Your session has expired, please login again', 'INVALID_REFRESH_TOKEN');
    },

    /** Ends every session: refresh tokens are revoked and every access token is refused. */
    async revokeAll(userId: string) {
      await db.transaction((tx) => endAllIn(tx, userId));
      await ended(userId);
    },

    /**
     * The same inside a caller's transaction (a suspension), so the sessions end exactly when it
     * commits; the caller calls `ended` after the commit to close open streams.
     */
    endAllIn,
    ended,

    /**
     * Signs one session out: its refresh tokens stop working, its access tokens are refused from
     * the next request on (the per-request check sees its revoked tokens), its live streams end.
     */
    async end(sessionId: string) {
      await revokeFamily(db, sessionId);
      await deps.live.sessionClosed(sessionId);
    },

    /** What a request's access token is checked against: the version, and whether it ended. */
    stateOf: (userId: string, sessionId: string) => sessionState(db, userId, sessionId),
  };
}
