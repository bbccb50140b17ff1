import { koboToNaira } from '#shared/money.ts';
import { orderNumber } from '#shared/order-flow.ts';
import type { LedgerAccount, LedgerAccountDetail } from '#shared/schemas/ledger-accounts.ts';
import type { Db } from '../../db/client.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import * as repo from './marketplace.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PEOPLE = new Set(['wallet', 'points', 'points-pending']);
const STORES = new Set(['business', 'business-withdrawn']);

type Owner = { owner: string | null; userId: string | null };

/**
 * The ledger account by account for finance: each kind's accounts with their balances and whose
 * they are, and one account's movements. Read only: balances change through transfers alone.
 */
export function createLedgerAccounts(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'accountsOfKind' | 'movementsOf' | 'balance'>;
}) {
  const { db } = deps;

  /** Whose each account is: a person, a store (and its owner) or an order's buyer. */
  async function owners(names: string[]): Promise<Map<string, Owner>> {
    const split = names.map((n) => {
      const at = n.indexOf(':');
      return { name: n, kind: n.slice(0, at), id: n.slice(at + 1) };
    });
    const ids = (kinds: Set<string> | string) =>
      split
        .filter((s) => (typeof kinds === 'string' ? s.kind === kinds : kinds.has(s.kind)))
        .map((s) => s.id)
        .filter((id) => UUID.test(id));
    const [orders, stores] = await Promise.all([
      repo.ordersBuyers(db, ids('escrow')),
      repo.storesNamed(db, ids(STORES)),
    ]);
    const people = await repo.peopleNamed(db, [
      ...new Set([...ids(PEOPLE), ...orders.map((o) => o.customerId)]),
    ]);
    const person = new Map(people.map((p) => [p.id, p.name]));
    const store = new Map(stores.map((s) => [s.id, s]));
    const buyer = new Map(orders.map((o) => [o.id, o.customerId]));
    return new Map(
      split.map(({ name, kind, id }): [string, Owner] => {
        if (PEOPLE.has(kind)) return [name, { owner: person.get(id) ?? null, userId: id }];
        const shop = store.get(id);
        if (STORES.has(kind) && shop) return [name, { owner: shop.name, userId: shop.ownerId }];
        const customer = buyer.get(id);
        if (kind === 'escrow' && customer)
          return [
            name,
            { owner: `Order ${orderNumber(id)} of ${person.get(customer)}`, userId: customer },
          ];
        return [name, { owner: null, userId: null }];
      }),
    );
  }

  const view = (account: string, balanceKobo: bigint, owner?: Owner): LedgerAccount => ({
    account,
    owner: owner?.owner ?? null,
    userId: owner?.userId ?? null,
    balance: koboToNaira(balanceKobo),
  });

  return {
    async ofKind(kind: string, page: number, limit: number) {
      const { rows, total } = await deps.ledger.accountsOfKind(kind, offsetOf(page, limit));
      const whose = await owners(rows.map((r) => r.account));
      return pageOf(
        rows.map((r) => view(r.account, r.balanceKobo, whose.get(r.account))),
        total,
        page,
        limit,
      );
    },

    async detail(account: string, page: number, limit: number): Promise<LedgerAccountDetail> {
      const [balanceKobo, whose, moves] = await Promise.all([
        deps.ledger.balance(account),
        owners([account]),
        deps.ledger.movementsOf(account, {}, offsetOf(page, limit)),
      ]);
      return {
        account: view(account, balanceKobo, whose.get(account)),
        movements: pageOf(
          moves.rows.map((m) => ({
            _id: m.id,
            kind: m.kind,
            memo: m.memo,
            reference: m.reference,
            amount: koboToNaira(m.amountKobo),
            at: m.createdAt.toISOString(),
          })),
          moves.total,
          page,
          limit,
        ),
      };
    },
  };
}

export type LedgerAccounts = ReturnType<typeof createLedgerAccounts>;
