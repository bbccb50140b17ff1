import type { NavIconName } from '#web/components/nav-icons.ts';

export type NavEntry = {
  label: string;
  to: string;
  icon: NavIconName;
  protected: boolean;
  end?: boolean;
  /** A shorter label for the phone's bottom navigation. */
  short?: string;
};

/** Shopper menu (§2): only entries whose screens exist are listed. */
export const SHOPPER_MENU: NavEntry[] = [
  { label: 'Shop', to: '/shopper', icon: 'home', protected: false, end: true },
  { label: 'My Orders', to: '/shopper/my-order', icon: 'orders', protected: false },
  { label: 'Wallet', to: '/shopper/wallet', icon: 'wallet', protected: true },
  { label: 'My account', to: '/shopper/account', icon: 'profile', protected: true },
];

/** Public header links (§2 Public). */
export const PUBLIC_LINKS = [
  { label: 'Explore', to: '/explore' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Support', to: '/support' },
] as const;

/** Vendor menu (§2 Vendor), relative to /vendor/{vendorId}. */
export const VENDOR_MENU: (Omit<NavEntry, 'protected'> & { end?: boolean })[] = [
  { label: 'Dashboard', to: '', icon: 'stats', end: true },
  { label: 'Orders', to: 'orders', icon: 'orders' },
  { label: 'Business requests', to: 'business-requests', icon: 'requests', short: 'Requests' },
  { label: 'Products', to: 'products', icon: 'tags' },
  { label: 'Profile', to: 'profile', icon: 'settings' },
  { label: 'Product tags', to: 'product-tags', icon: 'tags' },
  { label: 'Delivery fee', to: 'delivery-fee', icon: 'delivery' },
  { label: 'Account details', to: 'account-details', icon: 'wallet', short: 'Bank' },
  { label: 'Sales report', to: 'sales-report', icon: 'report', short: 'Report' },
  { label: 'My store', to: 'store', icon: 'home' },
];
