import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageBody } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys } from './keys.ts';

export type Draft = Partial<Pick<MessageBody, 'text' | 'photos' | 'productId' | 'orderId'>>;

/** Writes in a conversation; the thread and the lists show it at once. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) =>
      api.post<Message>(`/conversations/${conversationId}/messages`, draft),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.messages(conversationId) }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(conversationId) }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.lists }),
      ]),
  });
}
