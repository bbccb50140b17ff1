import type { RouteObject } from 'react-router';
import { screenRoutes, type Screen } from './screen-route.ts';

// The operator console's screens and layout: like the vendor dashboard's, this table stays out of
// the code every page downloads first, and is fetched when someone first opens /console.
const page = screenRoutes(
  import.meta.glob<Screen>(['../routes/console/*.tsx', './layouts/console-layout.tsx']),
);

/** Oja's operator console: staff only, past the second factor; never indexed. */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console',
    ...page('app/layouts/console-layout.tsx'),
    children: [
      { index: true, ...page('routes/console/home.tsx') },
      { path: 'reviews', ...page('routes/console/reviews.tsx') },
      { path: 'reports', ...page('routes/console/reports.tsx') },
      { path: 'reports/:subjectType/:subjectId', ...page('routes/console/report.tsx') },
      { path: 'support', ...page('routes/console/support.tsx') },
      { path: 'support/:id', ...page('routes/console/support-request.tsx') },
      { path: 'disputes', ...page('routes/console/disputes.tsx') },
      { path: 'money', ...page('routes/console/money.tsx') },
      { path: 'commission', ...page('routes/console/commission.tsx') },
      { path: 'prices', ...page('routes/console/prices.tsx') },
      { path: 'blog', ...page('routes/console/blog.tsx') },
      { path: 'blog/:id', ...page('routes/console/article.tsx') },
      { path: 'news', ...page('routes/console/news.tsx') },
      { path: 'news/:id', ...page('routes/console/news-issue.tsx') },
      { path: 'ledger/account/:account', ...page('routes/console/ledger-account.tsx') },
      { path: 'ledger/:kind', ...page('routes/console/ledger.tsx') },
      { path: 'disputes/:id', ...page('routes/console/dispute.tsx') },
      { path: 'accounts', ...page('routes/console/accounts.tsx') },
      { path: 'accounts/:userId', ...page('routes/console/account.tsx') },
      { path: 'staff', ...page('routes/console/staff.tsx') },
      { path: 'audit', ...page('routes/console/audit.tsx') },
    ],
  },
];
