import type { NavIconName } from '#web/components/nav-icons.ts';

export type NavEntry = { label: string; to: string; icon: NavIconName; protected: boolean };

/** Shopper menu (§2): only entries whose screens exist are listed. */
export const SHOPPER_MENU: NavEntry[] = [
  { label: 'My account', to: '/shopper/account', icon: 'profile', protected: true },
];

/** Public header links (§2 Public). */
export const PUBLIC_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Support', to: '/support' },
] as const;

/** Vendor menu (§2 Vendor), relative to /vendor/{vendorId}. */
export const VENDOR_MENU: (Omit<NavEntry, 'protected'> & { end?: boolean })[] = [
  { label: 'Dashboard', to: '', icon: 'stats', end: true },
];
