import { termPrice, type PlanCode, type PlanMonths } from '#shared/plans.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../modules/ledger/ledger.public.ts';
import type { Services } from '../services.ts';

/**
 * Demo vendors on a mix of plans, bought from their wallets like any vendor's: the wallet is
 * topped up first (as a card top-up would), then the plan is bought through the plans service.
 * The first vendor runs two businesses, which Free does not allow.
 */
export async function seedPlans(
  db: Db,
  services: Services,
  buyers: { userId: string; plan: Exclude<PlanCode, 'FREE'>; months: PlanMonths }[],
) {
  for (const [i, { userId, plan, months }] of buyers.entries()) {
    const price = termPrice(plan, months);
    await topUpWallet(db, services, userId, price, `demo-top-up-${i}-${userId}`);
    await services.plans.subscribe(userId, plan, { months, amount: price, payWith: 'WALLET' });
  }
}

/** Money into a demo user's wallet, as a card top-up would put it there. */
export async function topUpWallet(
  db: Db,
  services: Services,
  userId: string,
  naira: number,
  reference: string,
) {
  await db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'WALLET_FUNDING',
      reference,
      memo: 'Wallet top-up',
      entries: [
        { account: accounts.provider, amountKobo: -BigInt(naira * 100) },
        { account: accounts.wallet(userId), amountKobo: BigInt(naira * 100) },
      ],
    }),
  );
}
