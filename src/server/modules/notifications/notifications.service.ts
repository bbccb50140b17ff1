import type { Db } from '../../db/client.ts';
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
import { createOffAppDelivery, type MessageReceived } from './off-app-delivery.ts';
import {
  payoutAccountNotice,
  withdrawalNotice,
  type PayoutAccountChange,
  type WithdrawalSettled,
} from './payout-notices.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** A notification and the page its e-mail or WhatsApp message links to. */
export type Notice = repo.NewNotification & { link: string };

/**
 * What users hear about: stored for the notifications screen, and sent by e-mail or WhatsApp as
 * each user chose (off-app-delivery.ts). It reacts to other modules' events
 * (notifications.module.ts), after the change they report has committed.
 */
export function createNotificationsService(deps: {
  db: Db;
  mailer: Mailer;
  messenger: Messenger;
  appUrl: string;
  log?: (msg: string, err: unknown) => void;
}) {
  const store = (list: Notice[]) =>
    repo.insertNotifications(
      deps.db,
      list.map(({ link: _link, ...n }) => n),
    );

  /** Best effort: a message that cannot be sent is logged, never retried into a second notice. */
  const { deliverOffApp, messageReceived } = createOffAppDelivery(deps);

  async function storeAndEmail(list: Notice[]) {
    await store(list);
    await deliverOffApp('orders', list);
  }

  return {
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

    /** A withdrawal reached the bank, or its money came back. */
    withdrawalSettled: (e: WithdrawalSettled) => storeAndEmail([withdrawalNotice(e)]),

    /** A new message for a user (the inbox's `messageSent`): off the app, as they chose. */
    messageReceived: (e: MessageReceived) => messageReceived(e),
  };
}
