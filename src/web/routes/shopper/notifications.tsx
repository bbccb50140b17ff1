import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useMarkRead, useNotifications } from '#web/features/notifications/api/notifications.ts';
import { NotificationRow } from '#web/features/notifications/components/notification-row.tsx';
import { useNow } from '#web/lib/use-now.ts';
import type { NotificationItem } from '#shared/schemas/notifications.ts';

/** /shopper/notifications: grouped, newest activity first; new ones arrive live (the bell). */
export default function NotificationsScreen() {
  useDocumentTitle('Notifications | Oja');
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkRead();
  const now = useNow();
  // A group can move up between pages while a later one loads: each shows once.
  const seen = new Set<string>();
  const items = (list.data?.pages ?? [])
    .flatMap((p) => p.results)
    .filter((n) => !seen.has(n._id) && seen.add(n._id));
  const unread = items.some((n) => !n.read);

  const open = (n: NotificationItem) => {
    if (!n.read) markRead.mutate(n._id);
    void navigate(n.link);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Notifications
        </Title>
        {unread && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconChecks size={16} />}
            loading={markRead.isPending && markRead.variables === null}
            onClick={() => markRead.mutate(null)}
          >
            Mark all read
          </Button>
        )}
      </Group>
      <QueryState query={list} what="your notifications" rows={1} rowHeight={280}>
        {() =>
          items.length === 0 ? (
            <Card withBorder radius="lg" p="xl">
              <EmptyState icon={<IconBell size={24} />} title="No notifications yet">
                When people like, follow or comment, and when your orders move, you will hear it
                here.
              </EmptyState>
            </Card>
          ) : (
            <Stack gap="md">
              <Card withBorder radius="lg" p={0}>
                {items.map((n) => (
                  <NotificationRow key={n._id} n={n} now={now} onOpen={open} />
                ))}
              </Card>
              <ShowMore query={list} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
