import type { AccountDetail, AccountSummary } from '#shared/schemas/accounts.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ConsoleActor, ConsoleService } from '../console/console.service.ts';
import { accounts as ledgerAccounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { OrderStatusService } from '../orders/order-status.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './accounts.repo.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

type Store = Awaited<ReturnType<typeof repo.storesOf>>[number];

function summary(p: repo.PersonRow, stores: Store[]): AccountSummary {
  return {
    id: p.id,
    name: `${p.firstName} ${p.lastName}`,
    handle: p.handle,
    email: p.email,
    phone: `${p.phoneCode} ${p.phoneNumber}`,
    joinedAt: p.createdAt.toISOString(),
    suspended: p.suspendedAt !== null,
    stores: stores
      .filter((s) => s.ownerId === p.id)
      .map(({ id, name, handle, active }) => ({ id, name, handle, active })),
  };
}

/**
 * The console's accounts: find a person or a store's owner, see their orders, money and
 * reports, and suspend or restore them. A suspension ends their sessions, refuses their logins
 * and hides the stores and posts that were showing, all in the transaction that records it;
 * restoring shows exactly those again.
 */
export function createAccountsService(deps: {
  db: Db;
  console: Pick<ConsoleService, 'audited' | 'historyOf'>;
  users: Pick<UsersService, 'setSuspended'>;
  businesses: Pick<BusinessesService, 'hideStoresOf' | 'showStores'>;
  posts: Pick<PostsService, 'hidePostsOf' | 'showPosts'>;
  sessions: Pick<SessionsService, 'endAllIn' | 'ended'>;
  orderStatus: Pick<OrderStatusService, 'rejectWaitingOrders'>;
  ledger: Pick<LedgerService, 'balance'>;
  /** Kept pages that list stores, products or posts are dropped after a change. */
  changed: () => void;
}) {
  const { db } = deps;

  async function detail(userId: string): Promise<AccountDetail> {
    const p = await repo.findPerson(db, userId);
    if (!p) throw notFound('Account');
    const [stores, orders, reports, history, wallet, staffRoles] = await Promise.all([
      repo.storesOf(db, [userId]),
      repo.ordersOf(db, userId),
      repo.reportsAgainst(db, userId),
      deps.console.historyOf(userId),
      deps.ledger.balance(ledgerAccounts.wallet(userId)),
      repo.staffRolesOf(db, userId),
    ]);
    const storeKobo = await Promise.all(
      stores.map((s) => deps.ledger.balance(ledgerAccounts.business(s.id))),
    );
    return {
      ...summary(p, stores),
      suspendedAt: p.suspendedAt?.toISOString() ?? null,
      suspendedReason: p.suspendedReason,
      orders: {
        placed: orders.placed,
        spent: koboToNaira(BigInt(orders.spentKobo)),
        received: orders.received,
        open: orders.open,
      },
      walletBalance: koboToNaira(wallet),
      storeBalance: koboToNaira(storeKobo.reduce((a, b) => a + b, 0n)),
      reports,
      staffRoles,
      history,
    };
  }

  return {
    async find(q: string, page: number, limit: number) {
      const { rows, total } = await repo.findAccounts(db, q, offsetOf(page, limit));
      const stores = await repo.storesOf(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => summary(r, stores)),
        total,
        page,
        limit,
      );
    },

    detail,

    async suspend(actor: ConsoleActor, userId: string, reason: string) {
      if (userId === actor.userId) throw badRequest({ reason: 'You cannot suspend yourself' });
      await deps.console.audited(actor, async (tx, publish) => {
        if ((await repo.staffRolesOf(tx, userId)).length > 0)
          throw conflict('This is a member of Oja staff: an admin removes their roles first');
        // Locks the account first: of two staff suspending at once, the second sees it done.
        const before = await deps.users.setSuspended(tx, userId, reason);
        if (!before) throw notFound('Account');
        if (before.suspended) throw conflict('This account is suspended already');
        const storeIds = await deps.businesses.hideStoresOf(tx, userId);
        const postIds = await deps.posts.hidePostsOf(tx, userId);
        // Buyers are not left waiting on a seller who cannot log in: unaccepted orders are refunded.
        const refunded = await deps.orderStatus.rejectWaitingOrders(tx, publish, storeIds);
        await repo.saveSuspension(tx, {
          userId,
          reason,
          suspendedBy: actor.userId,
          storeIds,
          postIds,
        });
        await deps.sessions.endAllIn(tx, userId);
        return {
          result: null,
          audit: {
            action: 'account.suspend',
            subjectType: 'user',
            subjectId: userId,
            reason,
            before: { suspended: false },
            after: {
              suspended: true,
              storesHidden: storeIds,
              postsHidden: postIds.length,
              ordersRefunded: refunded,
            },
          },
        };
      });
      await deps.sessions.ended(userId);
      deps.changed();
      return detail(userId);
    },

    async restore(actor: ConsoleActor, userId: string, reason: string) {
      await deps.console.audited(actor, async (tx) => {
        const suspension = await repo.suspensionOf(tx, userId, true);
        if (!suspension) throw conflict('This account is not suspended');
        await deps.users.setSuspended(tx, userId, null);
        const stores = await deps.businesses.showStores(tx, userId, suspension.storeIds);
        const posts = await deps.posts.showPosts(tx, userId, suspension.postIds);
        await repo.deleteSuspension(tx, userId);
        return {
          result: null,
          audit: {
            action: 'account.restore',
            subjectType: 'user',
            subjectId: userId,
            reason,
            before: { suspended: true, reason: suspension.reason },
            after: { suspended: false, storesShown: stores, postsShown: posts.length },
          },
        };
      });
      deps.changed();
      return detail(userId);
    },
  };
}
