import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { LoadErrorAlert } from '#web/components/load-error-alert.tsx';
import { useNewsSubscription, useSetNewsSubscription } from '../api/news-subscription.ts';

/** Oja's own news by e-mail: off until the user turns it on; every e-mail has a way out. */
export function NewsSubscriptionCard() {
  const { data, isPending, isError, refetch } = useNewsSubscription();
  const save = useSetNewsSubscription();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            News from Oja
          </Title>
          <Text size="sm" c="dimmed">
            New features, seasonal sales and changes to our terms, about twice a month. Every e-mail
            has a link to stop it.
          </Text>
        </Stack>
        {isPending ? (
          <Skeleton h={28} radius="md" role="status" aria-label="Loading your choice" />
        ) : isError || !data ? (
          <LoadErrorAlert what="your choice" onRetry={() => refetch()} />
        ) : (
          <Switch
            label="Send me Oja's news by e-mail"
            checked={save.isPending ? save.variables : data.subscribed}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </Card>
  );
}
