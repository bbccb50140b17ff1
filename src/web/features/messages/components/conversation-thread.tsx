import { ActionIcon, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle } from '@tabler/icons-react';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '#shared/schemas/messages.ts';
import { deferred } from '#web/components/deferred.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { isNotFound } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { otherParty } from './conversation-list.tsx';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PartyAvatar } from './party-avatar.tsx';
import classes from './inbox.module.css';

/** Within this many pixels of the end, the thread follows new messages down. */
const NEAR_END_PX = 120;

// Only the business's side has options (blocking): their menu's code comes with the vendor's
// thread, never with a shopper's.
const BlockAction = deferred(() => import('./block-action.tsx').then((m) => m.BlockAction));

function ThreadHeader({
  conversation,
  backPath,
}: {
  conversation: Conversation;
  backPath: string;
}) {
  const other = otherParty(conversation);
  const profile = conversation.side === 'SHOPPER' ? `/store/${other.handle}` : `/u/${other.handle}`;
  return (
    <Group className={classes.paneHeader} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon
          component={Link}
          to={backPath}
          variant="subtle"
          color="gray.7"
          aria-label="Back to conversations"
          hiddenFrom="lg"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <PartyAvatar
          name={other.name}
          src={other.picture}
          size={38}
          square={conversation.side === 'SHOPPER'}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate component="h2" size="md">
            {other.name}
          </Text>
          <Anchor component={Link} to={profile} size="xs" c="gray.7" truncate>
            {conversation.side === 'SHOPPER' ? 'Visit store' : `@${other.handle}`}
          </Anchor>
        </Stack>
      </Group>
      {conversation.side === 'BUSINESS' && (
        <Suspense fallback={<div style={{ width: 28, height: 28 }} />}>
          <BlockAction conversation={conversation} />
        </Suspense>
      )}
    </Group>
  );
}

/**
 * An open conversation: its header, the messages (oldest at the top, following new ones down)
 * and the composer. Opening it marks it read.
 */
export function ConversationThread({
  conversationId,
  businessId,
  backPath,
  orderPath,
}: {
  conversationId: string;
  /** The business whose inbox it is opened in: another business's conversation is not found. */
  businessId?: string;
  backPath: string;
  orderPath: (orderId: string) => string;
}) {
  const conversation = useConversation(conversationId, businessId);
  const messages = useMessages(conversationId, businessId);
  const send = useSendMessage(conversationId, businessId);
  const markRead = useMarkRead(conversationId, businessId);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const lastSeenId = useRef<string | null>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const atEnd = useRef(true);

  // Read once per new last message: a failed mark is not retried in a loop, the next message
  // (or opening it again) marks it.
  const unread = conversation.data?.unread ?? 0;
  const lastAt = conversation.data?.updatedAt ?? null;
  const markedFor = useRef<string | null>(null);
  const mark = markRead.mutate;
  useEffect(() => {
    if (unread === 0 || !lastAt || markedFor.current === lastAt) return;
    markedFor.current = lastAt;
    mark();
  }, [unread, lastAt, mark]);

  const shown = (messages.data?.pages ?? []).flatMap((p) => p.results).reverse();
  const newestId = shown[shown.length - 1]?._id ?? null;
  const newestMine = shown[shown.length - 1]?.mine ?? false;
  const pageCount = messages.data?.pages.length ?? 0;

  // Earlier messages were added at the top: stay where the reader was.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || heightBeforeOlder.current === null) return;
    el.scrollTop = el.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [pageCount]);

  // A new message at the end: follow it down when the reader was there (or wrote it).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !newestId || newestId === lastSeenId.current) return;
    if (lastSeenId.current === null || atEnd.current || newestMine) el.scrollTop = el.scrollHeight;
    lastSeenId.current = newestId;
  }, [newestId, newestMine]);

  function showOlder() {
    const el = scroller.current;
    if (el) heightBeforeOlder.current = el.scrollHeight - el.scrollTop;
    void messages.fetchNextPage();
  }

  if (conversation.isError || messages.isError) {
    const gone = isNotFound(conversation.error) || isNotFound(messages.error);
    return (
      <Stack p="md" gap="sm">
        {gone ? (
          <>
            <Text fw={700}>This conversation does not exist</Text>
            <Text size="sm" c="gray.7">
              {businessId
                ? 'It is not a conversation of this business.'
                : 'It may belong to another account.'}
            </Text>
            <Button component={Link} to={backPath} variant="light" w="fit-content">
              Back to conversations
            </Button>
          </>
        ) : (
          <LoadError
            what="this conversation"
            onRetry={() => void Promise.all([conversation.refetch(), messages.refetch()])}
          />
        )}
      </Stack>
    );
  }

  const c = conversation.data;
  return (
    <>
      {c ? (
        <ThreadHeader conversation={c} backPath={backPath} />
      ) : (
        <Group className={classes.paneHeader} gap="sm">
          <Skeleton circle h={38} w={38} />
          <Skeleton h={14} w={160} />
        </Group>
      )}
      <div
        className={classes.scroll}
        ref={scroller}
        // Scrolled with the keyboard too.
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
        }}
      >
        <div
          className={classes.messages}
          role="log"
          aria-label="Messages"
          aria-busy={messages.isPending}
        >
          {messages.hasNextPage && (
            <Group justify="center">
              <Button
                variant="subtle"
                size="xs"
                loading={messages.isFetchingNextPage}
                onClick={showOlder}
              >
                Show earlier messages
              </Button>
            </Group>
          )}
          {messages.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading messages">
              <Skeleton h={44} w="60%" radius="lg" />
              <Skeleton h={44} w="50%" radius="lg" ml="auto" />
              <Skeleton h={64} w="70%" radius="lg" />
            </Stack>
          ) : shown.length === 0 ? (
            <EmptyState icon={<IconMessageCircle size={24} />} title="No messages yet">
              Say hello: ask about sizes, colours, prices or delivery.
            </EmptyState>
          ) : (
            shown.map((m) => (
              <MessageBubble key={m._id} message={m} orderPath={orderPath} now={now} />
            ))
          )}
        </div>
      </div>
      <div className={classes.composer}>
        {c?.blocked && c.side === 'SHOPPER' ? (
          <Text size="sm" c="gray.7" ta="center" py="xs">
            This business is not accepting messages from you.
          </Text>
        ) : (
          <>
            {c?.blocked && (
              <Text size="xs" c="red.8" mb={6}>
                You blocked {c.shopper.name}: they cannot message you.
              </Text>
            )}
            <Composer
              sending={send.isPending}
              onSend={(draft) => send.mutateAsync(draft)}
              placeholder={c ? `Message ${otherParty(c).name}` : 'Write a message'}
            />
          </>
        )}
      </div>
    </>
  );
}
