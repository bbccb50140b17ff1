import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBadgeCount } from '#shared/badge-count.ts';
import { useLiveConnection, useLiveCounts, useLiveEvent } from '#web/lib/live.ts';
import { notificationKeys } from '../api/keys.ts';
import classes from './notification-bell.module.css';

/**
 * The header's bell: the live unread count ('99+' above 99), opening the notifications. While it
 * is on screen (signed-in users) the live stream stays open.
 */
export function NotificationBell() {
  useLiveConnection(true);
  const { notifications: count } = useLiveCounts();
  const client = useQueryClient();
  // A list already loaded refreshes as news comes in.
  useLiveEvent(['notification', 'read'], () =>
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  return (
    <Link
      to="/shopper/notifications"
      className={classes.bell}
      aria-label={
        count === 0 ? 'Notifications' : `Notifications, ${formatBadgeCount(count)} unread`
      }
    >
      <IconBell size={22} stroke={1.7} />
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}
