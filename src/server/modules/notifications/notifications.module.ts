import { on } from '../../events/events.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { LiveService } from '../live/live.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { PushService } from '../push/push.service.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import {
  createNotificationPreferencesService,
  type NotificationPreferencesService,
} from './preferences.service.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { badgeDecided } from '../badges/badges.public.ts';
import { listingDecided } from '../businesses/businesses.public.ts';
import { balanceAdjusted } from '../accounts/accounts.public.ts';
import { contentModerated } from '../moderation/moderation.public.ts';
import { disputeNoticed } from '../disputes/disputes.public.ts';
import { messageSent } from '../messages/messages.public.ts';
import { orderPaid, orderPlaced, orderStatusChanged } from '../orders/orders.public.ts';
import { paymentArrivedLate } from '../payments/payments.public.ts';
import { payoutAccountChanged, withdrawalSettled } from '../payouts/payouts.public.ts';
import { planNoticed } from '../plans/plans.public.ts';
import { themeNoticed } from '../themes/themes.public.ts';
import { adNoticed } from '../ads/ads.public.ts';
import { loyaltyRewarded } from '../rewards/rewards.public.ts';
import {
  subscriptionLapsed,
  subscriptionPriceNoticed,
} from '../creator-subscriptions/creator-subscriptions.public.ts';
import { preferencesRoutes } from './preferences.routes.ts';

/** Notifications react to what happens elsewhere; each reaction is retried until it is stored. */
export const notificationsModule = defineModule<{
  notifications: NotificationsService;
  notificationPreferences: NotificationPreferencesService;
}>()({
  name: 'notifications',
  services: {
    notifications: (d: Deps<{ live: LiveService; users: UsersService; push: PushService }>) =>
      createNotificationsService({
        db: d.db,
        mailer: d.notices.mail,
        messenger: d.notices.texts,
        push: (notices) => d.push.push(notices),
        appUrl: d.config.appUrl,
        live: d.live,
        profilesOf: (ids) => d.users.publicProfiles(ids),
        log: d.log,
      }),
    notificationPreferences: (d: Deps) => createNotificationPreferencesService({ db: d.db }),
  },
  api: async (api, { services }) => {
    await api.register(notificationsRoutes, { notifications: services.notifications });
    await api.register(preferencesRoutes, { preferences: services.notificationPreferences });
  },
  jobs: [
    {
      name: 'notifications-social-digest',
      cron: '*/15 * * * *',
      run: (services) => services.notifications.sendSocialDigests(),
    },
  ],
  events: [
    on(orderPlaced, 'notifications', (e, { notifications }) => notifications.orderPlaced(e)),
    on(orderPaid, 'notifications', (e, { notifications }) => notifications.orderPaid(e)),
    on(orderStatusChanged, 'notifications', (e, { notifications }) =>
      notifications.orderStatusChanged(e),
    ),
    on(paymentArrivedLate, 'notifications', (e, { notifications }) =>
      notifications.paymentArrivedLate(e),
    ),
    on(payoutAccountChanged, 'notifications', (e, { notifications }) =>
      notifications.payoutAccountChanged(e),
    ),
    on(planNoticed, 'notifications', (e, { notifications }) => notifications.planNoticed(e)),
    on(themeNoticed, 'notifications', (e, { notifications }) => notifications.themeNoticed(e)),
    on(adNoticed, 'notifications', (e, { notifications }) => notifications.adNoticed(e)),
    on(loyaltyRewarded, 'notifications', (e, { notifications }) =>
      notifications.loyaltyRewarded(e),
    ),
    on(withdrawalSettled, 'notifications', (e, { notifications }) =>
      notifications.withdrawalSettled(e),
    ),
    on(subscriptionLapsed, 'notifications', (e, { notifications }) =>
      notifications.subscriptionLapsed(e),
    ),
    on(subscriptionPriceNoticed, 'notifications', (e, { notifications }) =>
      notifications.subscriptionPriceNoticed(e),
    ),
    on(badgeDecided, 'notifications', (e, { notifications }) => notifications.badgeDecided(e)),
    on(listingDecided, 'notifications', (e, { notifications }) => notifications.listingDecided(e)),
    on(balanceAdjusted, 'notifications', (e, { notifications }) =>
      notifications.balanceAdjusted(e),
    ),
    on(disputeNoticed, 'notifications', (e, { notifications }) => notifications.disputeNoticed(e)),
    on(contentModerated, 'notifications', (e, { notifications }) =>
      notifications.contentModerated(e),
    ),
    // A new message goes off the app as its recipient chose (the inbox shows it in the app).
    on(messageSent, 'notifications', async (e, { notifications }) => {
      await notifications.messageReceived({ ...e, preview: e.text });
    }),
  ],
});
