import { Card, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import type { AuditEntry } from '#shared/schemas/console.ts';
import { STAFF_ROLE_NAMES, type StaffRole } from '#shared/staff-roles.ts';

/** What each recorded action is called on screen. */
const ACTION_NAMES: Record<string, string> = {
  'staff.roles': 'Changed staff roles',
  'session.verified': 'Signed in to the console',
  'report.hide': 'Hid a reported item',
  'report.restore': 'Showed a reported item again',
  'report.warn': 'Warned an author',
  'report.dismiss': 'Dismissed reports',
  'account.suspend': 'Suspended an account',
  'account.restore': 'Restored an account',
  'dispute.decide': 'Decided a dispute',
  'badge.approve': 'Approved a verification request',
  'badge.reject': 'Rejected a verification request',
  'ad.approve': 'Approved an ad',
  'ad.reject': 'Rejected an ad',
  'withdrawal.check': 'Asked the bank about a withdrawal',
  'payment.check': 'Asked Paystack about a card payment',
  'listing.approve': 'Listed a store on the marketplace',
  'listing.reject': 'Declined a marketplace listing',
  'support.answer': 'Answered a support request',
  'support.assign': 'Assigned a support request',
  'support.status': 'Changed a support request’s status',
  'adjustment.request': 'Asked for a balance adjustment',
  'adjustment.apply': 'Adjusted a balance',
  'adjustment.approve': 'Approved a balance adjustment',
  'adjustment.reject': 'Rejected a balance adjustment',
  'commission.set': 'Set Oja’s commission',
  'price.set': 'Set a price',
  'article.create': 'Wrote a blog article',
  'article.update': 'Changed a blog article',
  'article.delete': 'Deleted a blog article',
  'news.create': 'Wrote a news issue',
  'news.update': 'Changed a news issue',
  'news.delete': 'Deleted a news issue',
  'news.send': 'Sent Oja’s news',
  'staff.factor_reset': 'Reset an authenticator',
  'waitlist.export': 'Downloaded the wait-list',
};

/** The recorded values' names on screen; ids are for the export, not shown. */
const KEY_NAMES: Record<string, string> = {
  how: 'how',
  status: 'status',
  hidden: 'hidden',
  reports: 'reports',
  suspended: 'suspended',
  reason: 'reason',
  storesHidden: 'stores hidden',
  storesShown: 'stores shown',
  postsHidden: 'posts hidden',
  postsShown: 'posts shown',
  ordersRefunded: 'waiting orders refunded',
  total: 'order total (₦)',
  outcome: 'outcome',
  refunded: 'refunded (₦)',
  sellerPaidFrom: 'seller paid from (₦)',
  settled: 'settled',
  amount: 'amount (₦)',
  balance: 'balance (₦)',
  percent: 'commission (%)',
  name: 'item',
  price: 'price (₦)',
  effectiveFrom: 'from',
  title: 'title',
  published: 'published',
  subject: 'subject',
  recipients: 'people',
  answer: 'answer',
};
/** A moment as the server records it (ISO 8601, UTC). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

/** A value of the record as a short line ("support, content"; "none"). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.every((v) => UUID.test(String(v)))) return String(value.length);
    return value.length ? value.join(', ') : 'none';
  }
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([k]) => KEY_NAMES[k] !== undefined)
      .map(([k, v]) => `${KEY_NAMES[k]}: ${shown(v)}`)
      .join('; ');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDate(value, 'dateTime');
  return String(value);
}

const roleNames = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? value.map((r) => STAFF_ROLE_NAMES[r as StaffRole] ?? String(r)).join(', ')
    : 'none';

/** What changed, in one line: "Roles: Content → Content, Support". */
function changeLine(before: unknown, after: unknown): string {
  const rolesOf = (v: unknown) => (v as { roles?: unknown } | null)?.roles;
  if (rolesOf(before) !== undefined || rolesOf(after) !== undefined)
    return `Roles: ${roleNames(rolesOf(before))} → ${roleNames(rolesOf(after))}`;
  return [
    before !== null ? `Before: ${shown(before)}.` : '',
    after !== null ? `After: ${shown(after)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One record: who did what, when, to what, why, and what it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{ACTION_NAMES[entry.action] ?? entry.action}</Text>
          <Text size="sm" c="dimmed">
            {formatDate(entry.at, 'dateTime')}
          </Text>
        </Group>
        <Text size="sm">
          By {entry.actor.name}
          {entry.ip ? ` from ${entry.ip}` : ''}
        </Text>
        {entry.subjectName && entry.action !== 'session.verified' && (
          <Text size="sm">About {entry.subjectName}</Text>
        )}
        {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
        {entry.action === 'session.verified' ? (
          <Text size="sm" c="dimmed">
            {shown(entry.after).includes('recovery')
              ? 'With a recovery code'
              : 'With a code from the app'}
          </Text>
        ) : (
          changed && (
            <Text size="sm" c="dimmed">
              {changeLine(entry.before, entry.after)}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
