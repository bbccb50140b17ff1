import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { accounts } from './ledger.public.ts';
import {
  createLedgerService,
  UnbalancedTransferError,
  type LedgerService,
} from './ledger.service.ts';

let ctx: TestContext;
let ledger: LedgerService;
beforeAll(async () => {
  ctx = await createTestContext();
  ledger = createLedgerService({ db: ctx.db });
});
afterAll(() => ctx.close());

const order = '01a20000-0000-7000-8000-000000000001';

/** The database's own message, which Drizzle keeps as the cause of its "Failed query" error. */
async function databaseRefusal(work: Promise<unknown>): Promise<string> {
  const err = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; cause?: { message?: string } } | null;
  if (!err) throw new Error('the database accepted it');
  return err.cause?.message ?? err.message ?? '';
}
const shop = '01a20000-0000-7000-8000-0000000000b1';

describe('ledger', () => {
  it('moves a payment into escrow and releases it minus commission; balances are sums', async () => {
    await ctx.db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'ORDER_PAYMENT',
        reference: order,
        entries: [
          { account: accounts.provider, amountKobo: -2_000_000n },
          { account: accounts.escrow(order), amountKobo: 2_000_000n },
        ],
      }),
    );
    await ctx.db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'ESCROW_RELEASE',
        reference: order,
        entries: [
          { account: accounts.escrow(order), amountKobo: -2_000_000n },
          { account: accounts.business(shop), amountKobo: 1_900_000n },
          { account: accounts.commission, amountKobo: 100_000n },
        ],
      }),
    );
    expect(await ledger.balance(accounts.escrow(order))).toBe(0n);
    expect(await ledger.balance(accounts.business(shop))).toBe(1_900_000n);
    expect((await ledger.balancesUnder('business:')).get(accounts.business(shop))).toBe(1_900_000n);
    expect(await ledger.total()).toBe(0n);
  });

  it('applies a transfer once per kind and reference, even when posted at the same time', async () => {
    const post = () =>
      ctx.db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'REFUND',
          reference: 'refund-1',
          entries: [
            { account: accounts.wallet('u1'), amountKobo: 5_000n },
            { account: accounts.provider, amountKobo: -5_000n },
          ],
        }),
      );
    const results = await Promise.all([post(), post(), post()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledger.balance(accounts.wallet('u1'))).toBe(5_000n);
    expect(await ledger.posted('REFUND', 'refund-1')).toBe(true);
    expect(await ledger.total()).toBe(0n);
  });

  it('refuses unbalanced or empty transfers and writes nothing', async () => {
    await expect(
      ctx.db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'X',
          reference: 'bad',
          entries: [
            { account: 'a', amountKobo: 1n },
            { account: 'b', amountKobo: 1n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(
      ctx.db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'X',
          reference: 'one',
          entries: [
            { account: 'a', amountKobo: 0n },
            { account: 'b', amountKobo: 0n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    expect(await ledger.posted('X', 'bad')).toBe(false);
  });

  it('has the database refuse an unbalanced transfer or a changed entry, whatever the code does', async () => {
    const unbalanced = databaseRefusal(
      ctx.db.transaction(async (tx) => {
        const [t] = (
          await tx.execute(
            sql`INSERT INTO ledger_transfers (id, kind, reference) VALUES (gen_random_uuid(), 'RAW', 'raw') RETURNING id`,
          )
        ).rows as { id: string }[];
        await tx.execute(
          sql`INSERT INTO ledger_entries (id, transfer_id, account, amount_kobo) VALUES (gen_random_uuid(), ${t!.id}, 'a', 10)`,
        );
      }),
    );
    expect(await unbalanced).toMatch(/does not balance/);
    expect(
      await databaseRefusal(
        ctx.db.execute(sql`UPDATE ledger_entries SET amount_kobo = amount_kobo + 1`),
      ),
    ).toMatch(/cannot be changed/);
    expect(await databaseRefusal(ctx.db.execute(sql`DELETE FROM ledger_entries`))).toMatch(
      /cannot be changed/,
    );
    expect(await ledger.total()).toBe(0n);
  });
});
