import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useMe } from '#web/features/account/api/get-me.ts';
import { SupportThread } from '#web/features/support/components/support-thread.tsx';

/**
 * One support request and its thread: the signed-in requester's, a visitor's through the link in
 * their e-mail (`?key=`), or any for Oja support, who also sets its status.
 */
export default function SupportRequestScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data: me } = useMe();
  return (
    <Stack maw={800}>
      <SupportThread id={id} linkKey={params.get('key')} operator={me?.role === 'admin'} />
    </Stack>
  );
}
