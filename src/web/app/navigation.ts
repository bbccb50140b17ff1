import type { Glyph as NavIcon } from '#web/components/icons/glyph.tsx';

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

/** Public header links. */
export const PUBLIC_LINKS = [
  { label: 'Explore', to: '/explore' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Support', to: '/support' },
] as const;

/**
 * The explore menu's Profile, Create and User Account entries, in the public header and its
 * phone menu. Signed in: Profile (their public page, once their profile is known), Create and
 * My account. Visitors get Create beside Log in and Sign up; it asks them to log in first, then
 * comes back to it.
 */
export function exploreMenu(
  signedIn: boolean,
  handle: string | undefined,
): { label: string; to: string }[] {
  const create = { label: 'Create', to: '/shopper/contents' };
  if (!signedIn) return [create];
  return [
    ...(handle ? [{ label: 'Profile', to: `/u/${handle}` }] : []),
    create,
    { label: 'My account', to: '/shopper/account' },
  ];
}
