import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { SupportThread } from '#web/features/support/components/support-thread.tsx';

/**
 * One support request and its thread: the signed-in requester's, Oja support's, or a visitor's
 * through the link in their e-mail (`?key=`).
 */
export default function SupportRequestScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack maw={800}>
      <SupportThread id={id} linkKey={params.get('key')} />
    </Stack>
  );
}
