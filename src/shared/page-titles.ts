/**
 * The title of each page `meta.ts` describes, kept apart from the descriptions: the web app
 * sets titles on navigation and needs nothing else of the pages' meta.
 */
import { PRODUCT_NAME } from './titled.ts';

export { PRODUCT_NAME, postTitle, profileTitle, titled } from './titled.ts';
export const DEFAULT_TITLE = `${PRODUCT_NAME} — the ultimate solution for vendor management`;

const PAGE_TITLES: Record<string, string> = {
  '/about': 'About',
  '/app': 'Get the Oja app',
  '/support': 'Help and support',
  '/shopper/support': 'Contact support',
  '/pricing': 'Pricing and plans',
  '/themes': 'Storefront themes',
  '/ads': 'Advertise on Oja',
  '/faq': 'Frequently asked questions',
  '/blog': 'Blog',
  '/explore': 'Explore',
  '/explore/for-you': 'For you',
  '/explore/following': 'Following',
  '/explore/creators': 'Creators',
  '/referral': 'Refer and earn',
  '/auth/login': 'Log in',
  '/auth/register': 'Create your account',
  '/auth/forgot-password': 'Reset your password',
  '/auth/reset-password': 'Choose a new password',
  '/shopper': 'Shop',
  '/shopper/chat': 'Messages',
};

/** A path without its query string or trailing slash. */
export const pagePath = (pathname: string) => pathname.split('?')[0]!.replace(/\/+$/, '') || '/';

/** The title of a page; the default elsewhere. */
export function titleFor(pathname: string): string {
  const title = PAGE_TITLES[pagePath(pathname)];
  return title ? `${title} | ${PRODUCT_NAME}` : DEFAULT_TITLE;
}
