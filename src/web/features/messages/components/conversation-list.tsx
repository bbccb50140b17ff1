import type { ReactNode } from 'react';
import { Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '#shared/badge-count.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Conversation } from '#shared/schemas/messages.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useConversations, type Inbox } from '../api/get-conversations.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { PartyAvatar } from './party-avatar.tsx';
import classes from './inbox.module.css';

/** Who the viewer talks to in a conversation: the business, or (for its owner) the shopper. */
export function otherParty(c: Conversation) {
  return c.side === 'SHOPPER'
    ? { name: c.business.name, handle: c.business.handle, picture: c.business.logo }
    : { name: c.shopper.name, handle: c.shopper.handle, picture: c.shopper.avatar };
}

function Row({
  conversation: c,
  to,
  active,
  now,
}: {
  conversation: Conversation;
  to: string;
  active: boolean;
  now: number;
}) {
  const other = otherParty(c);
  const unread = c.unread > 0;
  return (
    <Link to={to} className={classes.item} aria-current={active ? 'page' : undefined}>
      <PartyAvatar name={other.name} src={other.picture} size={44} square={c.side === 'SHOPPER'} />
      <div className={classes.itemBody}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {other.name}
          </Text>
          {c.lastMessage && (
            <Text size="xs" c={unread ? 'navy.8' : 'gray.7'} style={{ flex: 'none' }}>
              {formatRelativeDate(c.lastMessage.createdAt, new Date(now))}
            </Text>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c={unread ? 'dark.7' : 'gray.7'} fw={unread ? 600 : 400} truncate>
            {c.lastMessage?.mine ? 'You: ' : ''}
            {c.lastMessage?.preview ?? 'No messages yet'}
          </Text>
          {c.blocked && c.side === 'BUSINESS' && (
            <Badge size="xs" color="red.8" variant="light" style={{ flex: 'none' }}>
              Blocked
            </Badge>
          )}
          {unread && (
            <Badge
              size="sm"
              circle={c.unread < 10}
              color="navy.8"
              style={{ flex: 'none' }}
              aria-label={`${c.unread} unread`}
            >
              {formatBadgeCount(c.unread)}
            </Badge>
          )}
        </Group>
      </div>
    </Link>
  );
}

/** Grey rows shaped like conversations while the list loads. */
function ConversationsPlaceholder() {
  return (
    <Stack gap={0}>
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="sm" p="md" wrap="nowrap">
          <Skeleton circle h={44} w={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="50%" />
            <Skeleton h={10} w="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The inbox's conversations, the latest first; each opens its thread at `basePath/{id}`. */
export function ConversationList({
  inbox,
  basePath,
  selectedId,
  title,
  emptyHint,
  notice,
}: {
  inbox: Inbox;
  basePath: string;
  selectedId: string | null;
  title: string;
  emptyHint: string;
  /** Shown under the title (the offer of notifications on this phone). */
  notice?: ReactNode;
}) {
  const list = useConversations(inbox);
  const counts = useUnreadCount().data;
  const unread =
    inbox.kind === 'shopper'
      ? (counts?.asShopper ?? 0)
      : (counts?.businesses.find((b) => b._id === inbox.businessId)?.unread ?? 0);
  const now = useNow();
  const conversations = list.data?.pages.flatMap((p) => p.results) ?? [];

  const rows = (
    <>
      {conversations.map((c) => (
        <Row
          key={c._id}
          conversation={c}
          to={`${basePath}/${c._id}`}
          active={c._id === selectedId}
          now={now}
        />
      ))}
      {list.hasNextPage && (
        <Group justify="center" p="sm">
          <Button
            variant="subtle"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            Show more conversations
          </Button>
        </Group>
      )}
    </>
  );
  // The error and the empty state sit inside the pane's padding; the rows run edge to edge.
  const padded = list.isError || (list.isSuccess && conversations.length === 0);

  return (
    <>
      <Group className={classes.paneHeader} gap="xs">
        <Title order={1} fz={{ base: 20, sm: 22 }}>
          {title}
        </Title>
        {unread > 0 && (
          <Badge color="navy.8" aria-label={`${unread} unread messages`}>
            {formatBadgeCount(unread)} unread
          </Badge>
        )}
      </Group>
      {notice && (
        <Box px="md" pb="sm">
          {notice}
        </Box>
      )}
      <Box className={classes.scroll} p={padded ? 'md' : 0}>
        <QueryState
          query={list}
          what="conversations"
          placeholder={<ConversationsPlaceholder />}
          isEmpty={noResults}
          empty={{
            icon: <IconMessageCircle size={24} />,
            title: 'No messages yet',
            children: emptyHint,
          }}
        >
          {() => rows}
        </QueryState>
      </Box>
    </>
  );
}
