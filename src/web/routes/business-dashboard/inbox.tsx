import { Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PushOffer } from '#web/components/push-offer.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { ConversationList } from '#web/features/messages/components/conversation-list.tsx';
import { InboxPanes } from '#web/features/messages/components/inbox-panes.tsx';
import { useLiveMessages } from '#web/features/messages/use-live-message.ts';

// The open conversation (its messages, composer and photo picker) comes when one is opened, as
// in the shopper's messages: on a phone the list shows first, alone.
const ConversationThread = deferred(() =>
  import('#web/features/messages/components/conversation-thread.tsx').then(
    (m) => m.ConversationThread,
  ),
);

/** The business's inbox: shoppers' conversations, and the open one (`inbox/{id}`). */
export default function InboxScreen() {
  const { vendorId = '', conversationId = null } = useParams();
  const base = `/vendor/${vendorId}/inbox`;
  useDocumentTitle('Inbox | Oja');
  useLiveMessages();
  return (
    <InboxPanes
      open={conversationId !== null}
      list={
        <ConversationList
          inbox={{ kind: 'business', businessId: vendorId }}
          basePath={base}
          selectedId={conversationId}
          title="Inbox"
          notice={
            <PushOffer why="Get a notification on this phone when a customer writes to you." />
          }
          emptyHint="When shoppers tap “Message seller” on your products, your store or their orders, their messages arrive here."
        />
      }
      thread={
        conversationId ? (
          <Suspense fallback={<Placeholder h={320} />}>
            <ConversationThread
              key={conversationId}
              conversationId={conversationId}
              businessId={vendorId}
              backPath={base}
              orderPath={(orderId) => `/vendor/${vendorId}/orders?tab=all&order=${orderId}`}
            />
          </Suspense>
        ) : (
          <Stack justify="center" h="100%" p="md">
            <EmptyState icon={<IconMessageCircle size={24} />} title="Your customers’ messages">
              Choose a conversation to read it and answer.
            </EmptyState>
          </Stack>
        )
      }
    />
  );
}
