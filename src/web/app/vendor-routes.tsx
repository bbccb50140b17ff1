import type { RouteObject } from 'react-router';
import { screenRoutes, type Screen } from './screen-route.ts';

// The vendor dashboard's screens and layout: this table and their list of files stay out of the
// code every page downloads first, and are fetched when a vendor first opens the dashboard.
const page = screenRoutes(
  import.meta.glob<Screen>(['../routes/business-dashboard/*.tsx', './layouts/vendor-layout.tsx']),
);

/** The dashboard's screens whose address is their file's name. */
const SCREENS = [
  'orders',
  'business-requests',
  'products',
  'profile',
  'product-tags',
  'delivery-fee',
  'store',
  'theme',
  'account-details',
  'sales-report',
  'video',
  'searches',
  'run-ads',
  'rewards',
  'vouchers',
  'newsletter',
  'affiliates',
];

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
      { path: 'inbox/:conversationId?', ...page('routes/business-dashboard/inbox.tsx') },
      ...SCREENS.map((path) => ({ path, ...page(`routes/business-dashboard/${path}.tsx`) })),
    ],
  },
];
