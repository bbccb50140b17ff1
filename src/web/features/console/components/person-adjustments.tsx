import { Skeleton, Stack, Text } from '@mantine/core';
import { usePersonAdjustments } from '../api/adjustments.ts';
import { AdjustmentCard } from './adjustment-card.tsx';
import { AdjustmentForm } from './adjustment-form.tsx';

/** A person's balance adjustments on their account screen: the form, then waiting and recent ones. */
export function PersonAdjustments(props: {
  userId: string;
  viewerId: string;
  stores: { id: string; name: string }[];
}) {
  const waiting = usePersonAdjustments(props.userId, 'PENDING');
  const decided = usePersonAdjustments(props.userId, 'DECIDED');
  const items = [...(waiting.data?.results ?? []), ...(decided.data?.results ?? [])];
  return (
    <Stack gap="sm">
      <AdjustmentForm userId={props.userId} stores={props.stores} />
      {(waiting.isPending || decided.isPending) && <Skeleton h={80} radius="md" />}
      {(waiting.isError || decided.isError) && (
        <Text size="sm" c="red.7">
          Their adjustments could not be loaded.
        </Text>
      )}
      {items.map((a) => (
        <AdjustmentCard key={a._id} a={a} viewerId={props.viewerId} />
      ))}
    </Stack>
  );
}
