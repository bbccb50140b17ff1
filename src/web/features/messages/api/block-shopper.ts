import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { inboxKeys, throughInbox } from './keys.ts';

/** The business stops the shopper's messages in a conversation, or lets them write again. */
export function useBlockShopper(conversationId: string, businessId?: string) {
  const queryClient = useQueryClient();
  const path = throughInbox(`/conversations/${conversationId}/block`, businessId);
  return useMutation({
    mutationFn: (block: boolean) =>
      block ? api.put<Conversation>(path) : api.delete<Conversation>(path),
    onSuccess: (res) => {
      queryClient.setQueryData(inboxKeys.conversation(conversationId, businessId), res.data);
      if (res.message) notify.success(res.message);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
    },
  });
}
