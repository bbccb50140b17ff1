import { Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ConversationList } from '#web/features/messages/components/conversation-list.tsx';
import { ConversationThread } from '#web/features/messages/components/conversation-thread.tsx';
import { InboxPanes } from '#web/features/messages/components/inbox-panes.tsx';
import { useLiveMessages } from '#web/features/messages/use-live-message.ts';

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
          emptyHint="When shoppers tap “Message seller” on your products, your store or their orders, their messages arrive here."
        />
      }
      thread={
        conversationId ? (
          <ConversationThread
            key={conversationId}
            conversationId={conversationId}
            businessId={vendorId}
            backPath={base}
            orderPath={(orderId) => `/vendor/${vendorId}/orders?tab=all&order=${orderId}`}
          />
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
