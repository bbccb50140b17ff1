import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatBadgeCount } from '#shared/badge-count.ts';
import { useLiveConnection, useLiveCounts, useLiveEvent } from '#web/lib/live.ts';
import { notificationKeys } from '../api/keys.ts';
import classes from '#web/components/header-icon.module.css';

/** A header icon that links somewhere and shows a live count ('99+' above 99). */
function CountLink({
  to,
  label,
  count,
  Icon,
}: {
  to: string;
  label: string;
  count: number;
  Icon: ComponentType<{ size?: number; stroke?: number }>;
}) {
  return (
    <Link
      to={to}
      className={classes.icon}
      aria-label={count === 0 ? label : `${label}, ${formatBadgeCount(count)} unread`}
    >
      <Icon size={22} stroke={1.7} />
      {count > 0 && (
        <span className={classes.count} data-alert aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}

/**
 * The header's chat icon and bell, with the live unread counts of messages and notifications.
 * While they are on screen (signed-in users) the live stream stays open.
 */
export function NotificationBell({ chatTo }: { chatTo: string }) {
  useLiveConnection(true);
  const counts = useLiveCounts();
  const client = useQueryClient();
  // A list already loaded refreshes as news comes in.
  useLiveEvent(['notification', 'read'], () =>
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  return (
    <>
      <CountLink to={chatTo} label="Messages" count={counts.messages} Icon={IconMessageCircle} />
      <CountLink
        to="/shopper/notifications"
        label="Notifications"
        count={counts.notifications}
        Icon={IconBell}
      />
    </>
  );
}
