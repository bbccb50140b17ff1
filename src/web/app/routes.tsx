import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { preloadScreenCode } from '#web/lib/route-code.ts';
import { RouteError } from './route-error.tsx';

type Screen = { default: ComponentType; loader?: LoaderFunction };

// Every screen and layout file, each its own chunk, keyed by its path under src/web (the key the
// build manifest uses too, so a server-rendered page can name its code and styles up front).
const files = import.meta.glob<Screen>(['../routes/**/*.tsx', './layouts/*-layout.tsx']);
const screens = new Map(
  Object.entries(files).map(([key, load]) => [
    key.replace(/^\.\.\//, '').replace(/^\.\//, 'app/'),
    load,
  ]),
);

/**
 * What a route carries: its chunk and whether its pages are rendered on the server (for the
 * server), and whether its screen names the tab itself after what it shows (`ownTitle`: a
 * product, a post, a profile), where the layout would otherwise set the page's fixed title.
 */
export type RouteHandle = { chunk: string; ssr?: boolean; ownTitle?: boolean };

/** A screen or layout fetched when first needed, with the loader its module exports, if any. */
function page(file: string, opts: { ssr?: boolean; ownTitle?: boolean } = {}) {
  const load = screens.get(file);
  if (!load) throw new Error(`No screen file ${file}`);
  const handle: RouteHandle = { chunk: file, ...opts };
  return {
    handle,
    lazy: async () => {
      preloadScreenCode(file);
      const m = await load();
      return m.loader ? { Component: m.default, loader: m.loader } : { Component: m.default };
    },
  };
}

/**
 * The whole app's routes, used by the browser's router and by the server's renderer. The public
 * pages people arrive on from a shared link (`ssr`) are rendered on the server with their data.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while a browser-rendered page's first screen loads its code.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        ...page('app/layouts/public-layout.tsx', { ssr: true }),
        children: [
          { index: true, ...page('routes/public/home.tsx') },
          { path: 'about', ...page('routes/public/about.tsx') },
          { path: 'faq', ...page('routes/public/faq.tsx') },
          { path: 'pricing', ...page('routes/public/pricing.tsx') },
          { path: 'support', ...page('routes/public/support.tsx') },
          { path: 'themes', ...page('routes/public/themes.tsx') },
          { path: 'ads', ...page('routes/public/ads.tsx') },
          { path: 'referral', ...page('routes/public/referral.tsx') },
          { path: 'explore', ...page('routes/explore/explore.tsx') },
          { path: 'explore/for-you', ...page('routes/explore/for-you.tsx') },
          { path: 'explore/following', ...page('routes/explore/following.tsx') },
          { path: 'explore/creators', ...page('routes/explore/creators.tsx') },
          { path: 'product/:id', ...page('routes/explore/product.tsx', { ownTitle: true }) },
          { path: 'post/:id', ...page('routes/explore/post.tsx', { ownTitle: true }) },
          { path: 'u/:handle', ...page('routes/profile/user-profile.tsx', { ownTitle: true }) },
          { path: '*', ...page('routes/not-found.tsx') },
        ],
      },
      {
        path: 'auth',
        ...page('app/layouts/auth-layout.tsx'),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...page('routes/auth/login.tsx') },
          { path: 'register', ...page('routes/auth/register.tsx') },
          { path: 'forgot-password', ...page('routes/auth/forgot-password.tsx') },
          { path: 'reset-password', ...page('routes/auth/reset-password.tsx') },
          { path: 'verify-email', ...page('routes/auth/verify-email.tsx') },
        ],
      },
      {
        path: 'shopper',
        ...page('app/layouts/shopper-layout.tsx'),
        children: [
          // Shop Now's catalogue, for visitors too: rendered on the server with its products.
          { index: true, ...page('routes/shopper/browse.tsx', { ssr: true }) },
          { path: 'account', ...page('routes/shopper/account.tsx') },
          { path: 'affiliate', ...page('routes/shopper/affiliate.tsx') },
          { path: 'badge', ...page('routes/shopper/badge.tsx') },
          { path: 'add-business', ...page('routes/shopper/add-business.tsx') },
          { path: 'cart', ...page('routes/shopper/cart.tsx') },
          { path: 'chat/:conversationId?', ...page('routes/shopper/chat.tsx') },
          { path: 'checkout', ...page('routes/shopper/checkout.tsx') },
          { path: 'checkout/result', ...page('routes/shopper/checkout-result.tsx') },
          { path: 'contents', ...page('routes/shopper/contents.tsx') },
          { path: 'my-order', ...page('routes/shopper/my-orders.tsx') },
          { path: 'my-subscription', ...page('routes/shopper/my-subscription.tsx') },
          { path: 'my-order/:orderId', ...page('routes/shopper/order.tsx') },
          { path: 'notifications', ...page('routes/shopper/notifications.tsx') },
          { path: 'rewards', ...page('routes/shopper/rewards.tsx') },
          { path: 'run-ads', ...page('routes/shopper/run-ads.tsx') },
          { path: 'subscribers', ...page('routes/shopper/subscribers.tsx') },
          { path: 'support', ...page('routes/shopper/support.tsx') },
          { path: 'support/inbox', ...page('routes/shopper/support-inbox.tsx') },
          { path: 'support/synonyms', ...page('routes/shopper/search-synonyms.tsx') },
          { path: 'support/vouchers', ...page('routes/shopper/oja-vouchers.tsx') },
          { path: 'support/referrals', ...page('routes/shopper/support-referrals.tsx') },
          { path: 'support/requests/:id', ...page('routes/shopper/support-request.tsx') },
          { path: 'user-vouchers', ...page('routes/shopper/user-vouchers.tsx') },
          { path: 'wallet', ...page('routes/shopper/wallet.tsx') },
        ],
      },
      { path: 'store/:handle', ...page('routes/store/storefront.tsx', { ssr: true }) },
      // The owner's full-page preview of their store in a theme, outside the dashboard's frame.
      {
        path: 'vendor/:vendorId/theme/preview/:themeId',
        ...page('routes/business-dashboard/theme-preview.tsx'),
      },
      {
        path: 'vendor/:vendorId',
        ...page('app/layouts/vendor-layout.tsx'),
        children: [
          { index: true, ...page('routes/business-dashboard/dashboard.tsx') },
          { path: 'orders', ...page('routes/business-dashboard/orders.tsx') },
          { path: 'inbox/:conversationId?', ...page('routes/business-dashboard/inbox.tsx') },
          { path: 'business-requests', ...page('routes/business-dashboard/business-requests.tsx') },
          { path: 'products', ...page('routes/business-dashboard/products.tsx') },
          { path: 'profile', ...page('routes/business-dashboard/profile.tsx') },
          { path: 'product-tags', ...page('routes/business-dashboard/product-tags.tsx') },
          { path: 'delivery-fee', ...page('routes/business-dashboard/delivery-fee.tsx') },
          { path: 'store', ...page('routes/business-dashboard/store.tsx') },
          { path: 'theme', ...page('routes/business-dashboard/theme.tsx') },
          {
            path: 'account-details',
            ...page('routes/business-dashboard/account-details.tsx'),
          },
          { path: 'sales-report', ...page('routes/business-dashboard/sales-report.tsx') },
          { path: 'searches', ...page('routes/business-dashboard/searches.tsx') },
          { path: 'run-ads', ...page('routes/business-dashboard/run-ads.tsx') },
          { path: 'rewards', ...page('routes/business-dashboard/rewards.tsx') },
          { path: 'vouchers', ...page('routes/business-dashboard/vouchers.tsx') },
          { path: 'affiliates', ...page('routes/business-dashboard/affiliates.tsx') },
        ],
      },
    ],
  },
];
