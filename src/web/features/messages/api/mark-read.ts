import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys, throughInbox } from './keys.ts';

/** The viewer read the conversation: its badge and their total drop. */
export function useMarkRead(conversationId: string, businessId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.put<Conversation>(throughInbox(`/conversations/${conversationId}/read`, businessId)),
    onSuccess: (res) => {
      queryClient.setQueryData(inboxKeys.conversation(conversationId, businessId), res.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.lists }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.unread }),
      ]);
    },
  });
}
