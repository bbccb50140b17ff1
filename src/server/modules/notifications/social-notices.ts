import type { NotificationAccount } from './notifications.service.ts';
import type { NotificationRow } from './notifications.repo.ts';
import { accountsText } from '#shared/notification-text.ts';

/** What people did to someone's things, as notifications say it and the pages they open. */

/** Interaction types that notify their owner; views and watches only count on the post. */
export const NOTIFIED_ACTS = [
  'LIKE',
  'SUPER_LIKE',
  'FOLLOW',
  'NEW_COMMENT',
  'REPLY_COMMENT',
  'GIFT',
  'CUSTOMER',
] as const;
/** Those that gather into one notification per item and day. */
export const GROUPED_ACTS = ['LIKE', 'SUPER_LIKE', 'FOLLOW'] as const;

/** Notification type names. */
const TYPE_NAMES: Record<string, string> = {
  LIKE: 'like',
  SUPER_LIKE: 'super like',
  FOLLOW: 'follow',
  NEW_COMMENT: 'new comment',
  REPLY_COMMENT: 'reply comment',
  GIFT: 'gift',
  CUSTOMER: 'customer',
};
export const typeName = (type: string) => TYPE_NAMES[type] ?? type;

/** Names and pages of the items a page of notifications is about. */
export type Targets = {
  products: Map<string, { name: string }>;
  businesses: Map<string, { name: string; handle: string }>;
  /** A comment's own item, where a reply or a like on it leads. */
  comments: Map<string, { entityType: string; entityId: string }>;
};

function itemLink(entityType: string, entityId: string, t: Targets): string {
  if (entityType === 'POST') return `/post/${entityId}`;
  if (entityType === 'PRODUCT') return `/product/${entityId}`;
  if (entityType === 'BUSINESS') {
    const b = t.businesses.get(entityId);
    return b ? `/store/${b.handle}` : '/shopper';
  }
  return '/shopper/notifications';
}

function action(row: NotificationRow, t: Targets): string {
  const product = t.products.get(row.entityId)?.name;
  const business = t.businesses.get(row.entityId)?.name;
  const item =
    row.entityType === 'POST'
      ? 'your post'
      : row.entityType === 'PRODUCT'
        ? product
          ? `your product ${product}`
          : 'your product'
        : row.entityType === 'BUSINESS'
          ? (business ?? 'your business')
          : row.entityType === 'COMMENT'
            ? 'your comment'
            : 'you';
  switch (row.type) {
    case 'LIKE':
      return `liked ${item}`;
    case 'SUPER_LIKE':
      return `super-liked ${item}`;
    case 'FOLLOW':
      return row.entityType === 'USER' ? 'started following you' : `started following ${item}`;
    case 'NEW_COMMENT':
      return `commented on ${item}`;
    case 'REPLY_COMMENT':
      return 'replied to your comment';
    case 'GIFT':
      return `sent you a gift for ${item}`;
    case 'CUSTOMER':
      return `placed a first order with ${item}`;
    default:
      return `interacted with ${item}`;
  }
}

/** The sentence and the page of a social notification. */
export function socialWords(
  row: NotificationRow,
  accounts: NotificationAccount[],
  t: Targets,
): { title: string; link: string } {
  const names = accounts.map((a) => `${a.firstName} ${a.lastName}`.trim() || a.userHandle);
  const title = `${accountsText(names, row.actorCount)} ${action(row, t)}`;
  const first = accounts[0];
  let link: string;
  if (row.entityType === 'USER') link = first ? `/u/${first.userHandle}` : '/explore/creators';
  else if (row.type === 'CUSTOMER') link = `/vendor/${row.entityId}/orders`;
  else if (row.entityType === 'COMMENT') {
    const c = t.comments.get(row.entityId);
    link = c ? itemLink(c.entityType, c.entityId, t) : '/shopper/notifications';
  } else link = itemLink(row.entityType, row.entityId, t);
  return { title, link };
}
