import {
  Avatar,
  Group,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconHeart,
  IconMessageCircle,
  IconPackage,
  IconSparkles,
  IconGift,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { NotificationItem } from '#shared/schemas/notifications.ts';
import classes from './notification-row.module.css';

const TYPE_ICONS: Record<string, typeof IconHeart> = {
  like: IconHeart,
  'super like': IconSparkles,
  follow: IconUserPlus,
  'new comment': IconMessageCircle,
  'reply comment': IconMessageCircle,
  gift: IconGift,
  customer: IconPackage,
  loyalty_reward: IconGift,
};

function Picture({ n }: { n: NotificationItem }) {
  if (n.accounts.length > 0)
    return (
      <Avatar.Group spacing={14}>
        {n.accounts.slice(0, 2).map((a) => (
          <Avatar
            key={a._id}
            src={a.avatar ?? undefined}
            alt=""
            radius="xl"
            size={40}
            styles={{ placeholder: { background: '#312e81', color: '#fff' } }}
          >
            {`${a.firstName[0] ?? ''}${a.lastName[0] ?? ''}`.toUpperCase()}
          </Avatar>
        ))}
      </Avatar.Group>
    );
  const Icon = TYPE_ICONS[n.type] ?? (n.entityType === 'order' ? IconPackage : IconWallet);
  return (
    <ThemeIcon size={40} radius="xl" variant="light">
      <Icon size={20} />
    </ThemeIcon>
  );
}

/** One notification: who, what, when; unread ones stand out. Tapping opens what it is about. */
export function NotificationRow({
  n,
  now,
  onOpen,
}: {
  n: NotificationItem;
  now: number;
  onOpen: (n: NotificationItem) => void;
}) {
  return (
    <UnstyledButton
      className={classes.row}
      data-unread={!n.read || undefined}
      onClick={() => onOpen(n)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The faces repeat the names the text gives. */}
        <div aria-hidden="true">
          <Picture n={n} />
        </div>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={n.read ? 400 : 600} lineClamp={3}>
            {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.title}
          </Text>
          {n.body && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {n.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatRelativeDate(n.updatedAt, new Date(now))}
          </Text>
        </Stack>
        {!n.read && <span className={classes.dot} aria-hidden="true" />}
      </Group>
    </UnstyledButton>
  );
}
