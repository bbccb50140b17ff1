import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageBody } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys, throughInbox } from './keys.ts';

export type Draft = Partial<Pick<MessageBody, 'text' | 'photos' | 'productId' | 'orderId'>>;

/** Writes in a conversation; the thread and the lists show it at once. */
export function useSendMessage(conversationId: string, businessId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) =>
      api.post<Message>(
        throughInbox(`/conversations/${conversationId}/messages`, businessId),
        draft,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.messages(conversationId, businessId) }),
        queryClient.invalidateQueries({
          queryKey: inboxKeys.conversation(conversationId, businessId),
        }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.lists }),
      ]),
  });
}
