import { MIN_AD_CPC, MIN_AD_DAILY_BUDGET } from './ads.ts';
import { faqStructuredData } from './faq.ts';
import { formatNaira } from './format.ts';
import { DEFAULT_TITLE, PRODUCT_NAME, pagePath, titleFor } from './page-titles.ts';

/** Title, description, keywords and share image of each public page, used by the server
 * for the first HTML response; the web app sets the titles on navigation (`page-titles.ts`). */
export type PageMeta = {
  title: string;
  description: string;
  keywords: string[];
  image: string;
  /** A page search engines are asked not to list (an owner's private preview). */
  noindex?: boolean;
  /** What the page is to a link preview: one piece of content (a post) or a site's page. */
  type?: 'website' | 'article';
  /** Its picture is a photo worth showing large in a preview (a post's, a product's). */
  largeImage?: boolean;
  /** schema.org data of what the page shows (JSON-LD), given the app's own address. */
  structuredData?: (appUrl: string) => Record<string, unknown>;
};

export { PRODUCT_NAME };
export const DEFAULT_SHARE_IMAGE = '/share/oja-512.png';

const base = ['Oja', 'Nigeria', 'marketplace', 'social commerce', 'vendors', 'shop online'];

const page = (path: string, description: string, keywords: string[] = []): PageMeta => ({
  title: titleFor(path),
  description,
  keywords: [...keywords, ...base],
  image: DEFAULT_SHARE_IMAGE,
});

export const DEFAULT_META: PageMeta = {
  title: DEFAULT_TITLE,
  description:
    'Welcome to Oja, the ultimate solution for vendor management: run your business, catalogue, orders and payouts in one place, and sell to shoppers across Nigeria.',
  keywords: ['vendor management', 'online store', ...base],
  image: DEFAULT_SHARE_IMAGE,
};

export const PAGE_META: Record<string, PageMeta> = {
  '/': DEFAULT_META,
  '/about': page(
    '/about',
    'Oja is a Nigerian social-commerce marketplace where shoppers discover trusted vendors and creators, and vendors grow their business.',
    ['about Oja', 'Nigerian startup'],
  ),
  '/app': page(
    '/app',
    "Add Oja to your phone's home screen: it opens like an app, works on a bad connection and uses less data.",
    ['Oja app', 'install', 'Android', 'iPhone'],
  ),
  '/support': page(
    '/support',
    'Get help with orders, payments, deliveries, refunds and your Oja account.',
    ['help', 'customer support', 'refunds'],
  ),
  '/shopper/support': page(
    '/shopper/support',
    'Ask Oja support about an order, a payment, a return or your account, and follow our answer.',
    ['contact support', 'help', 'customer service'],
  ),
  '/pricing': page(
    '/pricing',
    'Start free on Oja and upgrade when your business grows. Plans for every Nigerian vendor.',
    ['pricing', 'plans', 'subscription'],
  ),
  '/themes': page(
    '/themes',
    'Give your Oja storefront a look that fits your brand with ready-made themes.',
    ['storefront themes', 'store design'],
  ),
  '/ads': page(
    '/ads',
    `Reach shoppers across Nigeria with ads for your products, posts or store on Oja: from ${formatNaira(MIN_AD_DAILY_BUDGET)} a day and ${formatNaira(MIN_AD_CPC)} a click, paid only for clicks.`,
    ['advertising', 'promote products', 'sponsored', 'ads'],
  ),
  '/faq': {
    ...page(
      '/faq',
      'Answers about buying, selling, payments in naira, delivery and returns on Oja.',
      ['FAQ', 'questions'],
    ),
    structuredData: faqStructuredData,
  },
  '/blog': page('/blog', 'Stories, tips and guides for Nigerian shoppers, vendors and creators.', [
    'blog',
    'selling tips',
  ]),
  '/explore': page(
    '/explore',
    'Explore businesses, products and creators from every state in Nigeria.',
    ['explore', 'discover vendors'],
  ),
  '/shopper': page(
    '/shopper',
    'Shop fashion, food, beauty, phones and more from Nigerian businesses, and pay in naira.',
    ['shop online', 'buy', 'products'],
  ),
  '/explore/for-you': page(
    '/explore/for-you',
    'Posts from Nigerian creators and businesses: see what they wear, cook and sell, and shop it in naira.',
    ['creators', 'shoppable posts', 'explore'],
  ),
  '/explore/following': page(
    '/explore/following',
    'The newest posts of the creators and businesses you follow on Oja.',
    ['following', 'creators', 'feed'],
  ),
  '/explore/creators': page(
    '/explore/creators',
    'Follow Nigerian creators on Oja for style, food, beauty and the products they love.',
    ['creators', 'influencers', 'follow'],
  ),
  '/referral': page('/referral', 'Invite friends and vendors to Oja with your referral code.', [
    'referral',
    'invite friends',
  ]),
  '/auth/login': page(
    '/auth/login',
    'Log in to your Oja account to shop, sell and track your orders.',
    ['login'],
  ),
  '/auth/register': page(
    '/auth/register',
    'Join Oja free: follow businesses, order in naira and start selling in minutes.',
    ['sign up', 'register'],
  ),
  '/auth/forgot-password': page(
    '/auth/forgot-password',
    'Get a link to choose a new Oja password.',
  ),
  '/auth/reset-password': page(
    '/auth/reset-password',
    'Choose a new password for your Oja account.',
  ),
};

/** The meta of a path, without its query string or trailing slash; the default elsewhere. */
export function metaFor(pathname: string): PageMeta {
  return PAGE_META[pagePath(pathname)] ?? DEFAULT_META;
}
