import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useMyPlan, usePlanPaymentResult } from '#web/features/plans/api/plans.ts';
import { CurrentPlanCard } from '#web/features/plans/components/current-plan-card.tsx';
import { PlanHistory } from '#web/features/plans/components/plan-history.tsx';

// The last card, under the plan and its history: its code comes while the plan shows.
const SubscribedCreators = deferred(() =>
  import('#web/features/creator-subscriptions/components/subscribed-creators.tsx').then(
    (m) => m.SubscribedCreators,
  ),
);

/** What became of the plan the user just paid for by card, back from the payment page. */
function PaymentResult({ transactionId }: { transactionId: string }) {
  const result = usePlanPaymentResult(transactionId);
  if (result.isPending) return <Alert color="gray">Checking your payment…</Alert>;
  if (result.isError) return null;
  const payment = result.data;
  if (payment.status === 'SUCCESS')
    return (
      <Alert color="navy" title="Payment received">
        {formatNaira(payment.amount)} was paid; your plan is below.
      </Alert>
    );
  if (payment.status === 'PENDING')
    return (
      <Alert color="gray" title="Payment being confirmed">
        Your payment of {formatNaira(payment.amount)} is still being confirmed; your plan starts as
        soon as it is.
      </Alert>
    );
  return (
    <Alert color="red" title="Payment did not go through">
      Nothing was charged and your plan has not changed. You can try again from the pricing page.
    </Alert>
  );
}

/**
 * `/shopper/my-subscription`: the plan now, renewal, what is used of it, the history, and the
 * creators the user subscribes to.
 */
export default function MySubscriptionScreen() {
  useDocumentTitle('My plan | Oja');
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const mine = useMyPlan();
  const me = useMe();

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz="h2">
        My plan
      </Title>
      {paymentId && <PaymentResult transactionId={paymentId} />}
      {mine.isPending ? (
        <Skeleton h={260} radius="lg" />
      ) : mine.isError ? (
        <LoadError what="your plan" onRetry={() => void mine.refetch()} />
      ) : (
        <CurrentPlanCard mine={mine.data} />
      )}
      <PlanHistory />
      {me.data && (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="h4" mb="xs">
            Creators you subscribe to
          </Title>
          <Suspense fallback={<Skeleton h={60} />}>
            <SubscribedCreators userId={me.data._id} />
          </Suspense>
        </Card>
      )}
    </Stack>
  );
}
