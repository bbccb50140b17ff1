import type { NavIcon } from '#web/components/nav-icons.ts';

// Each area's menu is its own module (`shopper-menu.ts`, `vendor-menu.ts`), so an area's code
// holds only its own icons.

export type NavEntry = {
  label: string;
  to: string;
  icon: NavIcon;
  protected: boolean;
  end?: boolean;
  /** A shorter label for the phone's bottom navigation. */
  short?: string;
};

/** Public header links (§2 Public). */
export const PUBLIC_LINKS = [
  { label: 'Explore', to: '/explore' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Support', to: '/support' },
] as const;
