import type { RouteObject } from 'react-router';
import { screenRoutes, type Screen } from './screen-route.ts';

// The vendor dashboard's screens and layout: this table and their list of files stay out of the
// code every page downloads first, and are fetched when a vendor first opens the dashboard.
const page = screenRoutes(
  import.meta.glob<Screen>(['../routes/business-dashboard/*.tsx', './layouts/vendor-layout.tsx']),
);

/** The vendor dashboard's routes, added under the app's root route (`ROOT_ROUTE_ID`). */
export const vendorRoutes: RouteObject[] = [
  // The installed app's "My business" shortcut: leads to one's own dashboard.
  { path: 'vendor', ...page('routes/business-dashboard/my-business.tsx') },
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
      { path: 'video', ...page('routes/business-dashboard/video.tsx') },
      { path: 'searches', ...page('routes/business-dashboard/searches.tsx') },
      { path: 'run-ads', ...page('routes/business-dashboard/run-ads.tsx') },
      { path: 'rewards', ...page('routes/business-dashboard/rewards.tsx') },
      { path: 'vouchers', ...page('routes/business-dashboard/vouchers.tsx') },
      { path: 'newsletter', ...page('routes/business-dashboard/newsletter.tsx') },
      { path: 'affiliates', ...page('routes/business-dashboard/affiliates.tsx') },
    ],
  },
];
