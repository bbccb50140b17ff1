import { SpeakerphoneIcon as AdsIcon } from '#web/components/icons/speakerphone.tsx';
import { AffiliateIcon } from '#web/components/icons/affiliate.tsx';
import { MessageCircleIcon as ChatIcon } from '#web/components/icons/message-circle.tsx';
import { PencilPlusIcon as CreateIcon } from '#web/components/icons/pencil-plus.tsx';
import { GiftIcon as GiftsIcon } from '#web/components/icons/gift.tsx';
import { HomeIcon } from '#web/components/icons/home.tsx';
import { BellIcon as NotificationsIcon } from '#web/components/icons/bell.tsx';
import { PackageIcon as OrdersIcon } from '#web/components/icons/package.tsx';
import { CrownIcon as PlanIcon } from '#web/components/icons/crown.tsx';
import { UserIcon as ProfileIcon } from '#web/components/icons/user.tsx';
import { CoinsIcon as RewardsIcon } from '#web/components/icons/coins.tsx';
import { UsersGroupIcon as SubscribersIcon } from '#web/components/icons/users-group.tsx';
import { HeadsetIcon as SupportIcon } from '#web/components/icons/headset.tsx';
import { TicketIcon as VouchersIcon } from '#web/components/icons/ticket.tsx';
import { RosetteCheckIcon as VerifiedIcon } from '#web/components/icons/rosette-discount-check.tsx';
import { WalletIcon } from '#web/components/icons/wallet.tsx';
import type { NavEntry } from './navigation.ts';

/** Shopper menu: only entries whose screens exist are listed. */
export const SHOPPER_MENU: NavEntry[] = [
  { label: 'Shop', to: '/shopper', icon: HomeIcon, protected: false, end: true },
  { label: 'My Orders', to: '/shopper/my-order', icon: OrdersIcon, protected: false },
  { label: 'Messages', to: '/shopper/chat', icon: ChatIcon, protected: true },
  { label: 'Wallet', to: '/shopper/wallet', icon: WalletIcon, protected: true },
  { label: 'Rewards', to: '/shopper/rewards', icon: RewardsIcon, protected: true },
  { label: 'Vouchers', to: '/shopper/user-vouchers', icon: VouchersIcon, protected: true },
  // The public programme page: a signed-in user finds their code and referrals on it.
  { label: 'Refer and earn', to: '/referral', icon: GiftsIcon, protected: false },
  {
    label: 'Notifications',
    to: '/shopper/notifications',
    icon: NotificationsIcon,
    protected: true,
  },
  { label: 'My account', to: '/shopper/account', icon: ProfileIcon, protected: true },
  { label: 'My plan', to: '/shopper/my-subscription', icon: PlanIcon, protected: true },
  { label: 'Get verified', to: '/shopper/badge', icon: VerifiedIcon, protected: true },
  { label: 'Create', to: '/shopper/contents', icon: CreateIcon, protected: true },
  // Creators' subscription offer and subscribers; others are told how to become a creator.
  { label: 'Subscribers', to: '/shopper/subscribers', icon: SubscribersIcon, protected: true },
  { label: 'Run ads', to: '/shopper/run-ads', icon: AdsIcon, protected: true },
  { label: 'Affiliate', to: '/shopper/affiliate', icon: AffiliateIcon, protected: false },
  { label: 'Support', to: '/shopper/support', icon: SupportIcon, protected: false },
];
