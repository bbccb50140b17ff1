import { SpeakerphoneIcon as AdsIcon } from '#web/components/icons/speakerphone.tsx';
import { AffiliateIcon } from '#web/components/icons/affiliate.tsx';
import { MessageCircleIcon as ChatIcon } from '#web/components/icons/message-circle.tsx';
import { TruckDeliveryIcon as DeliveryIcon } from '#web/components/icons/truck-delivery.tsx';
import { DownloadIcon } from '#web/components/icons/download.tsx';
import { HomeIcon } from '#web/components/icons/home.tsx';
import { MailIcon } from '#web/components/icons/mail.tsx';
import { PackageIcon as OrdersIcon } from '#web/components/icons/package.tsx';
import { CrownIcon as PlanIcon } from '#web/components/icons/crown.tsx';
import { ReportMoneyIcon as ReportIcon } from '#web/components/icons/report-money.tsx';
import { InboxIcon as RequestsIcon } from '#web/components/icons/inbox.tsx';
import { DiscountIcon as SaleIcon } from '#web/components/icons/discount.tsx';
import { SearchIcon } from '#web/components/icons/search.tsx';
import { SettingsIcon } from '#web/components/icons/settings.tsx';
import { ChartBarIcon as StatsIcon } from '#web/components/icons/chart-bar.tsx';
import { PaletteIcon as StyleIcon } from '#web/components/icons/palette.tsx';
import { HeadsetIcon as SupportIcon } from '#web/components/icons/headset.tsx';
import { TagsIcon } from '#web/components/icons/tags.tsx';
import { TicketIcon as VouchersIcon } from '#web/components/icons/ticket.tsx';
import { VideoIcon } from '#web/components/icons/video.tsx';
import { WalletIcon } from '#web/components/icons/wallet.tsx';
import type { NavEntry } from './navigation.ts';

/**
 * Vendor menu: entries relative to /vendor/{vendorId}, and absolute ones (starting
 * with `/`) that lead out of the dashboard, as to support.
 */
export const VENDOR_MENU: (Omit<NavEntry, 'protected'> & { end?: boolean })[] = [
  { label: 'Dashboard', to: '', icon: StatsIcon, end: true },
  { label: 'Orders', to: 'orders', icon: OrdersIcon },
  { label: 'Inbox', to: 'inbox', icon: ChatIcon },
  { label: 'Business requests', to: 'business-requests', icon: RequestsIcon, short: 'Requests' },
  { label: 'Products', to: 'products', icon: TagsIcon },
  { label: 'Profile', to: 'profile', icon: SettingsIcon },
  { label: 'Product tags', to: 'product-tags', icon: TagsIcon },
  { label: 'Delivery fee', to: 'delivery-fee', icon: DeliveryIcon },
  { label: 'Account details', to: 'account-details', icon: WalletIcon, short: 'Bank' },
  { label: 'Sales report', to: 'sales-report', icon: ReportIcon, short: 'Report' },
  { label: 'Shopper searches', to: 'searches', icon: SearchIcon, short: 'Searches' },
  { label: 'My store', to: 'store', icon: HomeIcon },
  { label: 'Store theme', to: 'theme', icon: StyleIcon, short: 'Theme' },
  { label: 'Run ads', to: 'run-ads', icon: AdsIcon, short: 'Ads' },
  { label: 'Rewards & sales', to: 'rewards', icon: SaleIcon, short: 'Sales' },
  { label: 'Vouchers', to: 'vouchers', icon: VouchersIcon },
  { label: 'Newsletter', to: 'newsletter', icon: MailIcon },
  { label: 'Affiliates', to: 'affiliates', icon: AffiliateIcon, short: 'Affiliates' },
  { label: 'Video guide', to: 'video', icon: VideoIcon, short: 'Guide' },
  { label: 'Plan', to: '/shopper/my-subscription', icon: PlanIcon },
  { label: 'Support', to: '/shopper/support', icon: SupportIcon },
  // Spec §2: installs Oja where the browser can, else shows how to add it to the home screen.
  { label: 'Download App', to: '/app', icon: DownloadIcon, short: 'App' },
];

/** An entry's address in the dashboard of business `vendorId`. */
export const vendorPath = (vendorId: string, to: string) =>
  to.startsWith('/') ? to : `/vendor/${vendorId}${to ? `/${to}` : ''}`;
