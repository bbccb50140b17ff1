/**
 * The navigation icons: one set, used by every menu. A menu names the icons it shows, so
 * each area's code holds only its own.
 */
export {
  IconAffiliate as AffiliateIcon,
  IconBell as NotificationsIcon,
  IconChartBar as StatsIcon,
  IconCirclePlus as AddIcon,
  IconCoins as RewardsIcon,
  IconCrown as PlanIcon,
  IconGift as GiftsIcon,
  IconHeadset as SupportIcon,
  IconHeart as FavouritesIcon,
  IconHome as HomeIcon,
  IconInbox as RequestsIcon,
  IconLogin2 as LoginIcon,
  IconMessageCircle as ChatIcon,
  IconPackage as OrdersIcon,
  IconPalette as StyleIcon,
  IconPencilPlus as CreateIcon,
  IconReportMoney as ReportIcon,
  IconDiscount as SaleIcon,
  IconRosetteDiscountCheck as VerifiedIcon,
  IconSearch as SearchIcon,
  IconSettings as SettingsIcon,
  IconSpeakerphone as AdsIcon,
  IconTags as TagsIcon,
  IconTicket as VouchersIcon,
  IconTruckDelivery as DeliveryIcon,
  IconUser as ProfileIcon,
  IconUserPlus as SignupIcon,
  IconUsersGroup as SubscribersIcon,
  IconWallet as WalletIcon,
} from '@tabler/icons-react';
export type { TablerIcon as NavIcon } from '@tabler/icons-react';
