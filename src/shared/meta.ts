/** Title, description, keywords and share image of each public page (§2), used by the server
 * for the first HTML response and by the web app on navigation. */
export type PageMeta = { title: string; description: string; keywords: string[]; image: string };

export const PRODUCT_NAME = 'Oja';
export const DEFAULT_SHARE_IMAGE = '/share/oja-512.png';

const base = ['Oja', 'Nigeria', 'marketplace', 'social commerce', 'vendors', 'shop online'];

const page = (title: string, description: string, keywords: string[] = []): PageMeta => ({
  title: `${title} | ${PRODUCT_NAME}`,
  description,
  keywords: [...keywords, ...base],
  image: DEFAULT_SHARE_IMAGE,
});

export const DEFAULT_META: PageMeta = {
  title: `${PRODUCT_NAME} — the ultimate solution for vendor management`,
  description:
    'Welcome to Oja, the ultimate solution for vendor management: run your business, catalogue, orders and payouts in one place, and sell to shoppers across Nigeria.',
  keywords: ['vendor management', 'online store', ...base],
  image: DEFAULT_SHARE_IMAGE,
};

export const PAGE_META: Record<string, PageMeta> = {
  '/': DEFAULT_META,
  '/about': page(
    'About',
    'Oja is a Nigerian social-commerce marketplace where shoppers discover trusted vendors and creators, and vendors grow their business.',
    ['about Oja', 'Nigerian startup'],
  ),
  '/support': page(
    'Help and support',
    'Get help with orders, payments, deliveries, refunds and your Oja account.',
    ['help', 'customer support', 'refunds'],
  ),
  '/pricing': page(
    'Pricing and plans',
    'Start free on Oja and upgrade when your business grows. Plans for every Nigerian vendor.',
    ['pricing', 'plans', 'subscription'],
  ),
  '/themes': page(
    'Storefront themes',
    'Give your Oja storefront a look that fits your brand with ready-made themes.',
    ['storefront themes', 'store design'],
  ),
  '/ads': page(
    'Advertise on Oja',
    'Reach more shoppers across Nigeria with ads for your business and products on Oja.',
    ['advertising', 'promote products'],
  ),
  '/faq': page(
    'Frequently asked questions',
    'Answers about buying, selling, payments in naira, delivery and returns on Oja.',
    ['FAQ', 'questions'],
  ),
  '/blog': page('Blog', 'Stories, tips and guides for Nigerian shoppers, vendors and creators.', [
    'blog',
    'selling tips',
  ]),
  '/explore': page(
    'Explore',
    'Explore businesses, products and creators from every state in Nigeria.',
    ['explore', 'discover vendors'],
  ),
  '/referral': page(
    'Refer and earn',
    'Invite friends and vendors to Oja with your referral code.',
    ['referral', 'invite friends'],
  ),
  '/auth/login': page('Log in', 'Log in to your Oja account to shop, sell and track your orders.', [
    'login',
  ]),
  '/auth/register': page(
    'Create your account',
    'Join Oja free: follow businesses, order in naira and start selling in minutes.',
    ['sign up', 'register'],
  ),
  '/auth/forgot-password': page('Reset your password', 'Get a link to choose a new Oja password.'),
  '/auth/reset-password': page(
    'Choose a new password',
    'Choose a new password for your Oja account.',
  ),
};

/** The meta of a path, without its query string or trailing slash; the default elsewhere. */
export function metaFor(pathname: string): PageMeta {
  const path = pathname.split('?')[0]!.replace(/\/+$/, '') || '/';
  return PAGE_META[path] ?? DEFAULT_META;
}
