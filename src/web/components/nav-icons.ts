import {
  IconChartBar,
  IconCirclePlus,
  IconGift,
  IconHeadset,
  IconHeart,
  IconHome,
  IconInbox,
  IconLogin2,
  IconMessageCircle,
  IconPackage,
  IconReportMoney,
  IconSettings,
  IconTags,
  IconTruckDelivery,
  IconUser,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';

/** The navigation icons of §2: one set, used by every menu. */
export const NAV_ICONS = {
  home: IconHome,
  gifts: IconGift,
  tags: IconTags,
  stats: IconChartBar,
  support: IconHeadset,
  chat: IconMessageCircle,
  profile: IconUser,
  wallet: IconWallet,
  favourites: IconHeart,
  settings: IconSettings,
  add: IconCirclePlus,
  orders: IconPackage,
  requests: IconInbox,
  login: IconLogin2,
  signup: IconUserPlus,
  delivery: IconTruckDelivery,
  report: IconReportMoney,
} as const;

export type NavIconName = keyof typeof NAV_ICONS;
