import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SupportThread } from '#web/features/support/components/support-thread.tsx';
import { useLiveEvent } from '#web/lib/live.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

/**
 * One support request and its thread: the signed-in requester's, a visitor's through the link in
 * their e-mail (`?key=`). Oja support answers from the console's support desk.
 */
export default function SupportRequestScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const client = useQueryClient();
  // An answer from Oja support shows up while the requester is reading the thread.
  useLiveEvent('support', (e) => {
    if (e.ref === id) void client.invalidateQueries({ queryKey: supportKeys.all });
  });
  return (
    <Stack maw={800}>
      <SupportThread id={id} linkKey={params.get('key')} />
    </Stack>
  );
}
