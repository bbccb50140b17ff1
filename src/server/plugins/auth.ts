import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '#shared/constants.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import { estimateBytes, stringBytes } from '../memory.ts';

export type AuthContext = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The token's session version, while a route that reads it itself has not confirmed it. */
    sessionVersionToConfirm: number | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler reads the user's session version in the same query as its data and passes it to
     * `confirmSessionVersion`, saving the hook's separate look-up. Until it does, the route answers
     * nothing but errors (fail closed).
     */
    sessionVersionInHandler?: boolean;
  }
}

const ISSUER = 'oja';

export type AccessTokens = {
  /** `version` is the user's session version when signing (see `userSessionVersions`). */
  sign: (userId: string, sessionId: string, version: number) => Promise<string>;
  verify: (token: string) => Promise<AuthContext & { version: number }>;
  ttlSeconds: number;
};

const invalid = () =>
  unauthorized('Your session is not valid, please login again', 'INVALID_TOKEN');

type VerifiedToken = AuthContext & { version: number; exp: number };

/** How many verified tokens each process remembers (about 0.5 KB each), and in bytes. */
const VERIFIED_TOKENS = 20_000;
const VERIFIED_TOKENS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * HS256 access tokens; the algorithm is pinned on verification so `none` or RS/HS confusion fails.
 * The secret is imported once as a CryptoKey (jose would import raw bytes on every call), and a
 * token whose signature and claims were checked is remembered by its exact text until it expires,
 * so a client's repeated requests skip the HMAC; its expiry is still checked on every request.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new LRUCache<string, VerifiedToken>({
    max: VERIFIED_TOKENS,
    // A token is text the client chose: its length counts, whatever it claims.
    maxSize: VERIFIED_TOKENS_MAX_BYTES,
    sizeCalculation: (entry, token) => stringBytes(token) + estimateBytes(entry),
  });
  const expired = () =>
    unauthorized('Your session has expired, please login again', 'TOKEN_EXPIRED');

  async function check(token: string): Promise<VerifiedToken> {
    try {
      // A token without an expiry would never end: exp (and iat) are required.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const { sub, sid, sv, exp } = payload as {
        sub?: unknown;
        sid?: unknown;
        sv?: unknown;
        exp?: unknown;
      };
      if (
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        !Number.isInteger(sv) ||
        typeof exp !== 'number'
      )
        throw invalid();
      return { userId: sub, sessionId: sid, version: sv as number, exp };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw expired();
      throw invalid();
    }
  }

  return {
    ttlSeconds,
    sign: async (userId, sessionId, version) =>
      new SignJWT({ sid: sessionId, sv: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      let entry = verified.get(token);
      if (!entry) {
        entry = await check(token);
        verified.set(token, entry);
      }
      // As jose judges it: expired once the current second reaches `exp`.
      if (entry.exp <= Math.floor(Date.now() / 1000)) {
        verified.delete(token);
        throw expired();
      }
      const { userId, sessionId, version } = entry;
      return { userId, sessionId, version };
    },
  };
}

/**
 * Reads a bearer token when present (`request.auth`), without requiring it; routes that need a
 * user add `app.requireUser` (401) and, where it matters, `app.requireRole(...)` (403).
 */
export function registerAuth(
  app: FastifyInstance,
  {
    tokens,
    roleOf,
    sessionStateOf,
  }: {
    tokens: AccessTokens;
    roleOf: (userId: string) => Promise<Role | null>;
    /**
     * The user's current session version (tokens signed with an older one are refused) and
     * whether the token's own session has ended (signed out, or refresh-token reuse detected).
     */
    sessionStateOf: (userId: string, sessionId: string) => Promise<SessionState>;
  },
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionVersionToConfirm', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.sessionVersionInHandler) return;
    const own = route.preSerialization;
    route.preSerialization = [...(own ? [own].flat() : []), refuseUnconfirmed];
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalid();
    const { version, ...auth } = await tokens.verify(token);
    if (request.routeOptions.config.sessionVersionInHandler) {
      request.sessionVersionToConfirm = version;
    } else {
      // A password change or reset raises the version: every older token ends at once. A logout
      // or a reused refresh token ends the token's own session: its tokens end at once too.
      checkSession(version, await sessionStateOf(auth.userId, auth.sessionId));
    }
    request.auth = auth;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    const role = await roleOf(request.auth.userId);
    if (!role) throw unauthorized('Your account no longer exists', 'INVALID_TOKEN');
    if (!roles.includes(role)) throw forbidden();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const sessionEnded = () =>
  unauthorized('Your session has ended, please login again', 'SESSION_ENDED');

/** What a request's token is judged by: the user's session version, and its session's end. */
export type SessionState = { version: number; ended: boolean };

function checkSession(tokenVersion: number, current: SessionState): void {
  if (current.ended || tokenVersion !== current.version) throw sessionEnded();
}

/**
 * For routes with `sessionVersionInHandler`: `current` is the user's session version and whether
 * the token's session ended, as the handler's own query read them (`request.auth.sessionId` is
 * the session); a token of another version or of an ended session is refused (401 SESSION_ENDED).
 */
export function confirmSessionVersion(request: FastifyRequest, current: SessionState): void {
  const version = request.sessionVersionToConfirm;
  if (version === null) return;
  checkSession(version, current);
  request.sessionVersionToConfirm = null;
}

async function refuseUnconfirmed(request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionVersionToConfirm !== null && reply.statusCode < 400) {
    throw new Error(`${request.routeOptions.url} answered without confirming the session version`);
  }
}

/** The signed-in user's id; call after `requireUser`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** Guards `/users/{id}/…` paths: only the account's owner may act on it. */
export function requireSelf(request: FastifyRequest, userId: string): string {
  const me = currentUserId(request);
  if (me !== userId) throw forbidden('You can only change your own account');
  return me;
}
