import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pageOf as pageResult } from '../../paging.ts';
import type { LiveService } from '../live/live.service.ts';
import type { BadgeDecision } from '../badges/badges.public.ts';
import type { DisputeNoticed } from '../disputes/disputes.public.ts';
import { disputeNotices } from './dispute-notices.ts';
import type { ContentModerated } from '../moderation/moderation.public.ts';
import { moderationNotice } from './moderation-notices.ts';
import { listingNotice } from './listing-notices.ts';
import { adjustmentNotice } from './adjustment-notices.ts';
import type { BalanceAdjusted } from '../accounts/accounts.public.ts';
import type { ListingDecision } from '../businesses/businesses.public.ts';
import { badgeNotice } from './badge-notices.ts';
import type { NotificationItem } from '#shared/schemas/notifications.ts';
import type { Mailer } from '../../integrations/mail.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import type { OrderBusiness, PlacedOrder } from '../orders/orders.public.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import {
  latePaymentNotification,
  paidNotifications,
  placedNotification,
  statusNotifications,
} from './order-notices.ts';
import * as repo from './notifications.repo.ts';
import * as prefs from './preferences.repo.ts';
import { loyaltyNotice, type LoyaltyRewarded } from './reward-notices.ts';
import { GROUPED_ACTS, NOTIFIED_ACTS, socialWords, typeName } from './social-notices.ts';
import { planNotice, type PlanNoticed } from './plan-notices.ts';
import { themeNotice, type ThemeNoticed } from './theme-notices.ts';
import { adNotice, type AdNoticed } from './ad-notices.ts';
import {
  createOffAppDelivery,
  type MessageReceived,
  type PushToDevices,
} from './off-app-delivery.ts';
import {
  payoutAccountNotice,
  withdrawalNotice,
  type PayoutAccountChange,
  type WithdrawalSettled,
} from './payout-notices.ts';
import {
  subscriptionLapsedNotice,
  subscriptionPriceNotices,
  type SubscriptionLapsed,
  type SubscriptionPriceNoticed,
} from './subscription-notices.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** A notification and the page its e-mail or WhatsApp message links to. */
export type Notice = repo.NewNotification;
/** An account a notification names. */
export type NotificationAccount = NotificationItem['accounts'][number];
type Profile = {
  _id: string;
  handle: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
};
/** An interaction as the interactions module records it. */
type Act = { userId: string; entityType: string; entityId: string; type: string; ownerId: string };

/** The badge shows '99+' beyond 99, so counting stops at 100. */
const UNREAD_CAP = 100;
/** Notifications a social digest reads at most. */
const DIGEST_ROWS = 20;
/** Accounts named with their pictures on a notification. */
const SHOWN_ACCOUNTS = 3;

const isNotified = (type: string) => (NOTIFIED_ACTS as readonly string[]).includes(type);
const isGrouped = (type: string) => (GROUPED_ACTS as readonly string[]).includes(type);
/** Order notices stored before links were kept open the order from the customer's side. */
const orderLink = (r: repo.NotificationRow) =>
  r.entityType === 'order' ? `/shopper/my-order/${r.entityId}` : '/shopper/my-order';

/**
 * What users hear about: stored for the notifications screen, and sent by e-mail or WhatsApp as
 * each user chose (off-app-delivery.ts). It reacts to other modules' events
 * (notifications.module.ts), after the change they report has committed.
 */
export function createNotificationsService(deps: {
  db: Db;
  mailer: Mailer;
  messenger: Messenger;
  push?: PushToDevices;
  appUrl: string;
  live: Pick<LiveService, 'announce'>;
  profilesOf: (ids: string[]) => Promise<Profile[]>;
  log?: (msg: string, err: unknown) => void;
}) {
  /** Stored and announced to the recipients' open streams together. */
  const store = (list: Notice[]) =>
    deps.db.transaction(async (tx) => {
      for (const n of await repo.insertNotifications(tx, list))
        await deps.live.announce(tx, n.userId, 'notification', n.id);
    });

  async function toItems(rows: repo.NotificationRow[]): Promise<NotificationItem[]> {
    const social = rows.filter((r) => r.groupKey !== null || r.title === null);
    const actorIds = [...new Set(social.flatMap((r) => r.actorIds.slice(0, SHOWN_ACCOUNTS)))];
    const idsOf = (type: string) =>
      social.filter((r) => r.entityType === type).map((r) => r.entityId);
    const [profiles, targets] = await Promise.all([
      deps.profilesOf(actorIds),
      repo.targetsOf(deps.db, {
        products: idsOf('PRODUCT'),
        businesses: idsOf('BUSINESS'),
        comments: idsOf('COMMENT'),
      }),
    ]);
    const byId = new Map(profiles.map((p) => [p._id, p]));
    return rows.map((r) => {
      const accounts = r.actorIds.slice(0, SHOWN_ACCOUNTS).flatMap((id) => {
        const p = byId.get(id);
        return p
          ? [
              {
                _id: p._id,
                userHandle: p.handle,
                firstName: p.firstName,
                lastName: p.lastName,
                avatar: p.avatar,
              },
            ]
          : [];
      });
      const words =
        r.title !== null
          ? { title: r.title, link: r.link ?? orderLink(r) }
          : socialWords(r, accounts, targets);
      return {
        _id: r.id,
        entityType: r.entityType.toLowerCase(),
        entityId: r.entityId,
        type: typeName(r.type),
        accounts,
        accountCount: r.actorCount,
        title: words.title,
        body: r.body,
        link: words.link,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  /** Best effort: a message that cannot be sent is logged, never retried into a second notice. */
  const { deliverOffApp, messageReceived, socialDigest } = createOffAppDelivery(deps);

  async function storeAndEmail(list: Notice[]) {
    await store(list);
    await deliverOffApp('orders', list);
  }

  return {
    /**
     * Someone acted on another's thing (interactions.service.ts calls this in the act's own
     * transaction): the owner's notification is written, or its group joined, and announced live.
     */
    async noteInteraction(tx: Executor, act: Act) {
      if (act.userId === act.ownerId || !isNotified(act.type)) return;
      const id = await repo.noteAct(tx, { ...act, actorId: act.userId }, isGrouped(act.type));
      await deps.live.announce(tx, act.ownerId, 'notification', id);
    },
    /** The act was taken back: its account leaves the notification (which goes when empty). */
    withdrawInteraction: (tx: Executor, act: Act) =>
      repo.withdrawAct(tx, { ...act, actorId: act.userId }),

    /** GET users/notifications: newest activity first. */
    async list(userId: string, page: number, limit: number) {
      const { rows, total } = await repo.pageOf(deps.db, userId, (page - 1) * limit, limit);
      return pageResult(await toItems(rows), total, page, limit);
    },
    unreadCount: (userId: string) => repo.unreadCount(deps.db, userId, UNREAD_CAP),
    /** Marks one notification read (404 when it is not the user's). */
    async markRead(userId: string, id: string) {
      if (!(await repo.exists(deps.db, userId, id))) throw notFound('Notification');
      await deps.db.transaction(async (tx) => {
        if (await repo.markRead(tx, userId, id)) await deps.live.announce(tx, userId, 'read', id);
      });
      return { count: await repo.unreadCount(deps.db, userId, UNREAD_CAP) };
    },
    async markAllRead(userId: string) {
      await deps.db.transaction(async (tx) => {
        if (await repo.markRead(tx, userId)) await deps.live.announce(tx, userId, 'read');
      });
      return { count: 0 };
    },

    /** Placed orders wait for payment: a note in the app only. */
    orderPlaced: (e: { customerId: string; orders: PlacedOrder[] }) =>
      store([placedNotification(e.customerId, e.orders)]),

    /** The shopper's receipt and each seller's new order. */
    orderPaid: (e: { orders: PlacedOrder[]; businesses: OrderBusiness[] }) =>
      storeAndEmail(paidNotifications(e.orders, new Map(e.businesses.map((b) => [b.id, b])))),

    orderStatusChanged: (e: { order: PlacedOrder; business: OrderBusiness; status: OrderStatus }) =>
      storeAndEmail(statusNotifications(e.order, e.business, e.status)),

    paymentArrivedLate: (e: { transactionId: string; userId: string; amountKobo: string }) =>
      storeAndEmail([latePaymentNotification(e)]),

    /** A payout account change: a request is noted in the app (its code already went by mail). */
    payoutAccountChanged: (e: PayoutAccountChange) =>
      e.change === 'requested'
        ? store([payoutAccountNotice(e)])
        : storeAndEmail([payoutAccountNotice(e)]),

    /** A plan's reminder, renewal or end. */
    planNoticed: (e: PlanNoticed) => storeAndEmail([planNotice(e)]),

    /** A paid store theme is about to end, renewed, or ended. */
    themeNoticed: (e: ThemeNoticed) => storeAndEmail([themeNotice(e)]),

    /** An ad was approved, rejected or finished. */
    adNoticed: (e: AdNoticed) => storeAndEmail([adNotice(e)]),

    /** A store's loyalty card gave its customer a voucher: told in the app only. */
    loyaltyRewarded: (e: LoyaltyRewarded) => store([loyaltyNotice(e)]),

    /** A creator subscription could not be renewed: the fan is told, in the app and off it. */
    subscriptionLapsed: (e: SubscriptionLapsed) => storeAndEmail([subscriptionLapsedNotice(e)]),

    /** A creator's price changed for the fans who subscribe: each is told, in the app and off it. */
    subscriptionPriceNoticed: (e: SubscriptionPriceNoticed) =>
      storeAndEmail(subscriptionPriceNotices(e)),

    /** A withdrawal reached the bank, or its money came back. */
    withdrawalSettled: (e: WithdrawalSettled) => storeAndEmail([withdrawalNotice(e)]),

    /**
     * Tells users who want social news off the app what people did since the last time, in one
     * message each (a job every 15 minutes: a like a second must not become an e-mail a second).
     * How many users were told.
     */
    async sendSocialDigests(): Promise<number> {
      let told = 0;
      for (const { userId, since } of await prefs.socialListeners(deps.db)) {
        const now = new Date();
        const rows = await repo.unreadSocialAfter(deps.db, userId, since, DIGEST_ROWS);
        if (rows.length > 0) {
          const sent = await socialDigest(
            userId,
            (await toItems(rows)).map((n) => n.title),
          );
          if (sent.length > 0) told += 1;
        }
        await prefs.markSocialTold(deps.db, userId, now);
      }
      return told;
    },

    /** A dispute on an order was opened, or decided: in the app and by e-mail. */
    disputeNoticed: (e: DisputeNoticed) => storeAndEmail(disputeNotices(e)),

    /** Oja removed, restored or warned about something of the user's: in the app and by e-mail. */
    contentModerated: (e: ContentModerated) => storeAndEmail([moderationNotice(e)]),

    /** Oja decided a verification badge request: the requester hears of it in the app. */
    badgeDecided: (e: BadgeDecision) => store([badgeNotice(e)]),
    listingDecided: (e: ListingDecision) => storeAndEmail([listingNotice(e)]),
    balanceAdjusted: (e: BalanceAdjusted) => storeAndEmail([adjustmentNotice(e)]),

    /** A new message for a user (the inbox's `messageSent`): off the app, as they chose. */
    messageReceived: (e: MessageReceived) => messageReceived(e),
  };
}
