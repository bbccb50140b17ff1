/**
 * First-visit download size: builds the web app, then adds up the gzipped JS and CSS a browser
 * fetches to show each route of the app, public, shopper and vendor (entry chunk, the layout and
 * screen chunks of that route, and everything they import statically), with the number of JS
 * files, against the 150 KB gzipped JS budget, then the largest. A screen file missing from the
 * list is named, so a new screen cannot go unmeasured. Figures only: nothing here passes or fails.
 * Run: npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp } from '../src/server/web-build.ts';

const BUDGET_KB = 150;
const outDir = path.resolve(import.meta.dirname, '../dist/web');

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

await buildWebApp(outDir);
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, Chunk>;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const publicPage = (screen: string) => ['app/layouts/public-layout.tsx', `routes/${screen}.tsx`];
const authPage = (screen: string) => ['app/layouts/auth-layout.tsx', `routes/auth/${screen}.tsx`];
const shopperPage = (screen: string) => [
  'app/layouts/shopper-layout.tsx',
  `routes/shopper/${screen}.tsx`,
];
// The vendor dashboard's route table is fetched with its first screen.
const vendorPage = (screen: string) => [
  'app/vendor-routes.tsx',
  'app/layouts/vendor-layout.tsx',
  `routes/business-dashboard/${screen}.tsx`,
];
// So is the operator console's.
const consolePage = (screen: string) => [
  'app/console-routes.tsx',
  'app/layouts/console-layout.tsx',
  `routes/console/${screen}.tsx`,
];
const routes: Record<string, string[]> = {
  '/': publicPage('public/home'),
  '/about': publicPage('public/about'),
  '/app': publicPage('public/get-app'),
  '/pricing': publicPage('public/pricing'),
  '/themes': publicPage('public/themes'),
  '/ads': publicPage('public/ads'),
  '/faq': publicPage('public/faq'),
  '/referral': publicPage('public/referral'),
  '/support': publicPage('public/support'),
  '/blog': publicPage('public/blog'),
  '/blog/{slug}': publicPage('public/article'),
  '/newsletter/{action}/{token}': publicPage('public/newsletter-link'),
  '/news/unsubscribe/{token}': publicPage('public/news-unsubscribe'),
  '/explore': publicPage('explore/explore'),
  '/explore/for-you': publicPage('explore/for-you'),
  '/explore/following': publicPage('explore/following'),
  '/u/{handle}': publicPage('profile/user-profile'),
  '/explore/creators': publicPage('explore/creators'),
  '/product/{id}': publicPage('explore/product'),
  '/post/{id}': publicPage('explore/post'),
  '/store/{handle}': ['routes/store/storefront.tsx'],
  '/auth/login': authPage('login'),
  '/auth/register': authPage('register'),
  '/auth/forgot-password': authPage('forgot-password'),
  '/auth/reset-password': authPage('reset-password'),
  '/auth/verify-email': authPage('verify-email'),
  '/shopper': shopperPage('browse'),
  '/shopper/account': shopperPage('account'),
  '/shopper/affiliate': shopperPage('affiliate'),
  '/shopper/add-business': shopperPage('add-business'),
  '/shopper/badge': shopperPage('badge'),
  '/shopper/cart': shopperPage('cart'),
  '/shopper/chat': shopperPage('chat'),
  '/shopper/checkout': shopperPage('checkout'),
  '/shopper/checkout/result': shopperPage('checkout-result'),
  '/shopper/contents': shopperPage('contents'),
  '/shopper/my-order': shopperPage('my-orders'),
  '/shopper/my-order/{id}': shopperPage('order'),
  '/shopper/my-subscription': shopperPage('my-subscription'),
  '/shopper/notifications': shopperPage('notifications'),
  '/shopper/rewards': shopperPage('rewards'),
  '/shopper/user-vouchers': shopperPage('user-vouchers'),
  '/shopper/run-ads': shopperPage('run-ads'),
  '/shopper/subscribers': shopperPage('subscribers'),
  '/shopper/support': shopperPage('support'),
  '/shopper/support/requests/{id}': shopperPage('support-request'),
  '/shopper/support/referrals': shopperPage('support-referrals'),
  '/shopper/wallet': shopperPage('wallet'),
  '/shopper/support/synonyms': shopperPage('search-synonyms'),
  '/shopper/support/vouchers': shopperPage('oja-vouchers'),
  // The installed app's My business shortcut: a redirect outside the dashboard's frame.
  '/vendor': ['app/vendor-routes.tsx', 'routes/business-dashboard/my-business.tsx'],
  '/vendor/{id}': vendorPage('dashboard'),
  '/vendor/{id}/orders': vendorPage('orders'),
  '/vendor/{id}/inbox': vendorPage('inbox'),
  '/vendor/{id}/business-requests': vendorPage('business-requests'),
  '/vendor/{id}/products': vendorPage('products'),
  '/vendor/{id}/profile': vendorPage('profile'),
  '/vendor/{id}/product-tags': vendorPage('product-tags'),
  '/vendor/{id}/delivery-fee': vendorPage('delivery-fee'),
  '/vendor/{id}/store': vendorPage('store'),
  '/vendor/{id}/theme': vendorPage('theme'),
  '/vendor/{id}/account-details': vendorPage('account-details'),
  '/vendor/{id}/sales-report': vendorPage('sales-report'),
  '/vendor/{id}/searches': vendorPage('searches'),
  '/vendor/{id}/run-ads': vendorPage('run-ads'),
  '/vendor/{id}/rewards': vendorPage('rewards'),
  '/vendor/{id}/vouchers': vendorPage('vouchers'),
  '/vendor/{id}/affiliates': vendorPage('affiliates'),
  '/vendor/{id}/newsletter': vendorPage('newsletter'),
  '/vendor/{id}/video': vendorPage('video'),
  '/console': consolePage('home'),
  '/console/reviews': consolePage('reviews'),
  '/console/reports': consolePage('reports'),
  '/console/reports/{type}/{id}': consolePage('report'),
  '/console/disputes': consolePage('disputes'),
  '/console/support': consolePage('support'),
  '/console/support/{id}': consolePage('support-request'),
  '/console/money': consolePage('money'),
  '/console/ledger/{kind}': consolePage('ledger'),
  '/console/ledger/account/{account}': consolePage('ledger-account'),
  '/console/commission': consolePage('commission'),
  '/console/prices': consolePage('prices'),
  '/console/blog': consolePage('blog'),
  '/console/blog/{id}': consolePage('article'),
  '/console/news': consolePage('news'),
  '/console/news/{id}': consolePage('news-issue'),
  '/console/disputes/{id}': consolePage('dispute'),
  '/console/accounts': consolePage('accounts'),
  '/console/accounts/{userId}': consolePage('account'),
  '/console/staff': consolePage('staff'),
  '/console/audit': consolePage('audit'),
  '/vendor/{id}/theme/preview/{theme}': [
    'app/vendor-routes.tsx',
    'routes/business-dashboard/theme-preview.tsx',
  ],
};

// Every screen the app has must be measured (the not-found page is every route's fallback).
const measured = new Set(Object.values(routes).flat());
const unmeasured = Object.keys(manifest).filter(
  (key) => /^routes\/.+\.tsx$/.test(key) && key !== 'routes/not-found.tsx' && !measured.has(key),
);
if (unmeasured.length > 0) console.warn(`Screens not in this list: ${unmeasured.join(', ')}`);

console.warn(
  `${'route'.padEnd(36)}${'JS KB gz'.padStart(10)}${'JS files'.padStart(10)}${'CSS KB gz'.padStart(11)}${'budget'.padStart(12)}`,
);
let largest = { route: '', js: 0 };
let over = 0;
for (const [route, modules] of Object.entries(routes)) {
  const chunks = closure([entryKey, ...modules]);
  let js = 0;
  let css = 0;
  let files = 0;
  const cssFiles = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    js += gzipKb(chunk.file);
    files += 1;
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  // Without per-chunk CSS the whole app's stylesheet is its own manifest entry.
  for (const chunk of Object.values(manifest))
    if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file);
  for (const file of cssFiles) css += gzipKb(file);
  const verdict = js <= BUDGET_KB ? 'within' : 'OVER';
  if (js > largest.js) largest = { route, js };
  if (js > BUDGET_KB) over += 1;
  console.warn(
    `${route.padEnd(36)}${js.toFixed(2).padStart(10)}${String(files).padStart(10)}${css.toFixed(2).padStart(11)}${`${verdict} ${BUDGET_KB}`.padStart(12)}`,
  );
}
console.warn(
  `${Object.keys(routes).length} routes, ${over} over ${BUDGET_KB} KB; largest ${largest.route} at ${largest.js.toFixed(2)} KB`,
);
