// Plain constants (no zod): the web app's console screens read them without the schemas' code.

/**
 * Oja's own staff and what each role may do in the operator console. A staff member holds one or
 * more roles; a console call names the permission it needs.
 */
export const STAFF_ROLES = ['support', 'finance', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  support: 'Support',
  finance: 'Finance',
  content: 'Content',
  admin: 'Admin',
};

export const CONSOLE_PERMISSIONS = [
  'accounts.view',
  'accounts.suspend',
  'badges.review',
  'ads.review',
  'listings.review',
  'support.handle',
  'reports.handle',
  'disputes.decide',
  'money.handle',
  'ledger.view',
  'catalogue.edit',
  'blog.edit',
  'news.send',
  'waitlist.export',
  'audit.view',
  'staff.manage',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly ConsolePermission[]> = {
  support: [
    'accounts.view',
    'badges.review',
    'ads.review',
    'listings.review',
    'support.handle',
    'reports.handle',
  ],
  finance: ['accounts.view', 'disputes.decide', 'money.handle', 'ledger.view', 'catalogue.edit'],
  content: [
    'accounts.view',
    'reports.handle',
    'accounts.suspend',
    'blog.edit',
    'news.send',
    'ads.review',
    'waitlist.export',
  ],
  admin: CONSOLE_PERMISSIONS,
};

export const permissionsOf = (roles: readonly StaffRole[]): ConsolePermission[] =>
  CONSOLE_PERMISSIONS.filter((p) => roles.some((r) => ROLE_PERMISSIONS[r].includes(p)));

/** What the console's Reviews screen holds: verification requests, ads and listing requests. */
export const REVIEW_PERMISSIONS = ['badges.review', 'ads.review', 'listings.review'] as const;
export const reviewsOpenTo = (permissions: readonly ConsolePermission[]) =>
  REVIEW_PERMISSIONS.some((p) => permissions.includes(p));
