import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { lastMessageTo, tokenIn } from '../../testing/outbox.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { bankAccounts } from './payouts.schema.ts';

/** Sandbox accounts (docs/paystack-sandbox.md): transfers to them succeed, fail or are reversed. */
export const PAYS = '0123456789';
export const FAILS = '1111111111';
export const REVERSES = '2222222222';
export const GTB = '058';

/** Long enough ago for money to be past the card hold of any setting (at most 30 days). */
export const PAST_ANY_HOLD = () => new Date(Date.now() - 31 * 86_400_000);

/**
 * Money in a wallet or business balance, as a card payment brings it (through the provider),
 * by default long ago, so it may be withdrawn; `at` now makes it card money still held.
 */
export async function credit(
  db: Db,
  ledger: Pick<LedgerService, 'post'>,
  account: string,
  naira: number,
  at: Date = PAST_ANY_HOLD(),
) {
  await db.transaction((tx) =>
    ledger.post(tx, {
      kind: 'TEST_CREDIT',
      reference: uuidv7(),
      at,
      entries: [
        { account: 'provider:paystack', amountKobo: -BigInt(naira * 100) },
        { account, amountKobo: BigInt(naira * 100) },
      ],
    }),
  );
}

/** Lets the 24-hour hold after a confirmation pass, as if a day had gone by. */
export const passHold = (db: Db, accountId: string) =>
  db
    .update(bankAccounts)
    .set({ usableForPayoutAt: new Date(Date.now() - 1000) })
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.status, 'confirmed')));

/** Adds and confirms a payout account (the user's, or their business's); still in its hold. */
export async function confirmedPayoutAccount(
  app: FastifyInstance,
  db: Db,
  user: Registered,
  accountNumber = PAYS,
  businessId?: string,
) {
  const added = await api(app).post(
    '/payments/accounts',
    { accountNumber, bankCode: GTB, ...(businessId ? { businessId } : {}) },
    { token: user.accessToken },
  );
  if (added.statusCode !== 201) throw new Error(`add failed: ${added.body}`);
  const accountId: string = added.json().data.account._id;
  const code = tokenIn((await lastMessageTo(db, user.input.email)).body, 'Confirmation code');
  const res = await api(app).post(
    `/payments/accounts/${user.id}/confirm`,
    { accountId, code },
    { token: user.accessToken },
  );
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  return accountId;
}

/** A confirmed payout account past its hold. */
export async function usablePayoutAccount(
  app: FastifyInstance,
  db: Db,
  user: Registered,
  accountNumber = PAYS,
  businessId?: string,
) {
  const accountId = await confirmedPayoutAccount(app, db, user, accountNumber, businessId);
  await passHold(db, accountId);
  return accountId;
}
