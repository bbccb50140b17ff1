import { Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PushOffer } from '#web/components/push-offer.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ConversationList } from '#web/features/messages/components/conversation-list.tsx';
import { InboxPanes } from '#web/features/messages/components/inbox-panes.tsx';
import { useLiveMessages } from '#web/features/messages/use-live-message.ts';

// The open conversation (its messages, composer and photo picker) comes when one is opened: on a
// phone the list shows first, alone.
const ConversationThread = deferred(() =>
  import('#web/features/messages/components/conversation-thread.tsx').then(
    (m) => m.ConversationThread,
  ),
);

const BASE = '/shopper/chat';
const SHOPPER = { kind: 'shopper' } as const;

/**
 * The shopper's conversations with businesses, and the open one (`/shopper/chat/{id}`). For
 * signed-in shoppers only: the route says so (`signedIn`) and the shopper layout asks them to
 * log in first.
 */
export default function ChatScreen() {
  const { conversationId = null } = useParams();
  useDocumentTitle('Messages | Oja');
  useLiveMessages();
  return (
    <InboxPanes
      open={conversationId !== null}
      list={
        <ConversationList
          inbox={SHOPPER}
          basePath={BASE}
          selectedId={conversationId}
          title="Messages"
          notice={<PushOffer why="Get a notification on this phone when a business answers you." />}
          emptyHint="Tap “Message seller” on a product, a store or one of your orders to ask about sizes, prices or delivery."
        />
      }
      thread={
        conversationId ? (
          <Suspense
            fallback={
              <Skeleton h="100%" mih={320} role="status" aria-label="Loading the conversation" />
            }
          >
            <ConversationThread
              key={conversationId}
              conversationId={conversationId}
              backPath={BASE}
              orderPath={(orderId) => `/shopper/my-order/${orderId}`}
            />
          </Suspense>
        ) : (
          <Stack justify="center" h="100%" p="md">
            <EmptyState icon={<IconMessageCircle size={24} />} title="Your conversations">
              <Text span size="sm">
                Choose a conversation to read it and answer.
              </Text>
            </EmptyState>
          </Stack>
        )
      }
    />
  );
}
