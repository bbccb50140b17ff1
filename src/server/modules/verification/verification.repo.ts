import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens } from './verification.schema.ts';

export type TokenPurpose =
  'password_reset' | 'email_verification' | 'phone_verification' | 'payout_account';

export async function insertOneTimeToken(
  db: Executor,
  values: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    target: string;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(oneTimeTokens).values(values).returning({ id: oneTimeTokens.id });
  return row!.id;
}

/** Uses a live token found by its hash; single use is enforced by the conditional update. */
export async function consumeByHash(db: Executor, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, target: oneTimeTokens.target });
  return row ?? null;
}

/** The user's newest live token of a purpose (short codes are checked against it alone). */
export async function latestLiveToken(db: Executor, userId: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeTokens.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong guess; the token is void once it has had its last try. */
export async function recordWrongAttempt(
  db: Executor,
  tokenId: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({
      attempts: sql`${oneTimeTokens.attempts} + 1`,
      usedAt: sql`CASE WHEN ${oneTimeTokens.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
    })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)));
}

export async function markUsed(db: Executor, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Issuing a new token of a purpose retires the user's older ones. */
export async function retireTokens(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** A live token of the user, by its id. */
export async function liveTokenById(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  tokenId: string,
) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Retires the live tokens of a purpose that prove one target (a code sent again replaces them). */
export async function retireTargetTokens(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  target: string,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.target, target),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
