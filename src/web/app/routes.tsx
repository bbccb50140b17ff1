import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { RouteError } from './route-error.tsx';
import { screenRoutes, type Screen } from './screen-route.ts';

export type { RouteHandle } from './screen-route.ts';

// Every screen and layout file but the vendor dashboard's (`vendor-routes.tsx`) and the console's
// (`console-routes.tsx`).
const page = screenRoutes(
  import.meta.glob<Screen>([
    '../routes/**/*.tsx',
    '!../routes/business-dashboard/**',
    '!../routes/console/**',
    './layouts/*-layout.tsx',
    '!./layouts/vendor-layout.tsx',
    '!./layouts/console-layout.tsx',
  ]),
);

/** The root route's id: the vendor dashboard's routes are added under it when first opened. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The app's routes, used by the browser's router and by the server's renderer (which adds the
 * vendor dashboard's, `withVendorRoutes`). The public pages people arrive on from a shared link
 * (`ssr`) are rendered on the server with their data.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
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
          { path: 'app', ...page('routes/public/get-app.tsx') },
          { path: 'pricing', ...page('routes/public/pricing.tsx') },
          { path: 'support', ...page('routes/public/support.tsx') },
          { path: 'themes', ...page('routes/public/themes.tsx') },
          { path: 'ads', ...page('routes/public/ads.tsx') },
          { path: 'referral', ...page('routes/public/referral.tsx') },
          { path: 'blog', ...page('routes/public/blog.tsx') },
          { path: 'blog/:slug', ...page('routes/public/article.tsx', { ownTitle: true }) },
          {
            path: 'newsletter/:action/:token',
            ...page('routes/public/newsletter-link.tsx', { ownTitle: true }),
          },
          {
            path: 'news/unsubscribe/:token',
            ...page('routes/public/news-unsubscribe.tsx', { ownTitle: true }),
          },
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
          { path: 'chat/:conversationId?', ...page('routes/shopper/chat.tsx', { signedIn: true }) },
          { path: 'checkout', ...page('routes/shopper/checkout.tsx', { signedIn: true }) },
          {
            path: 'checkout/result',
            ...page('routes/shopper/checkout-result.tsx', { signedIn: true }),
          },
          { path: 'contents', ...page('routes/shopper/contents.tsx') },
          { path: 'my-order', ...page('routes/shopper/my-orders.tsx') },
          { path: 'my-subscription', ...page('routes/shopper/my-subscription.tsx') },
          { path: 'my-order/:orderId', ...page('routes/shopper/order.tsx', { signedIn: true }) },
          { path: 'notifications', ...page('routes/shopper/notifications.tsx') },
          { path: 'rewards', ...page('routes/shopper/rewards.tsx') },
          { path: 'run-ads', ...page('routes/shopper/run-ads.tsx') },
          { path: 'subscribers', ...page('routes/shopper/subscribers.tsx') },
          { path: 'support', ...page('routes/shopper/support.tsx') },
          // Oja support's inbox moved to the console's support desk.
          { path: 'support/inbox', element: <Navigate to="/console/support" replace /> },
          { path: 'support/synonyms', ...page('routes/shopper/search-synonyms.tsx') },
          { path: 'support/vouchers', ...page('routes/shopper/oja-vouchers.tsx') },
          { path: 'support/referrals', ...page('routes/shopper/support-referrals.tsx') },
          { path: 'support/requests/:id', ...page('routes/shopper/support-request.tsx') },
          { path: 'user-vouchers', ...page('routes/shopper/user-vouchers.tsx') },
          { path: 'wallet', ...page('routes/shopper/wallet.tsx') },
        ],
      },
      { path: 'store/:handle', ...page('routes/store/storefront.tsx', { ssr: true }) },
      // The vendor dashboard (vendor-routes.tsx) and the operator console (console-routes.tsx) are
      // added here when first opened.
    ],
  },
];

/** The vendor dashboard's routes, fetched when a vendor first opens it (`patchRoutesOnNavigation`). */
export const loadVendorRoutes = () => import('./vendor-routes.tsx').then((m) => m.vendorRoutes);

/** The operator console's routes, fetched when someone first opens /console. */
export const loadConsoleRoutes = () => import('./console-routes.tsx').then((m) => m.consoleRoutes);

/** The route tables added when first opened, by how their addresses start. */
export const routesOnDemand: [string, () => Promise<RouteObject[]>][] = [
  ['/vendor', loadVendorRoutes],
  ['/console', loadConsoleRoutes],
];
