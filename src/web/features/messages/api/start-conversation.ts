import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationBody, StartedConversation } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys } from './keys.ts';

/** "Message seller": the shopper writes to a business, about a product or an order of theirs. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<StartConversationBody> & { businessId: string }) =>
      api.post<StartedConversation>('/conversations', body),
    onSuccess: (res) => {
      queryClient.setQueryData(
        inboxKeys.conversation(res.data.conversation._id),
        res.data.conversation,
      );
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
