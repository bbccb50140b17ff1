import { Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PLANS, planRank, type PlanCode, type PlanMonths } from '#shared/plans.ts';
import type { PlanView } from '#shared/schemas/plans.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { preloadModal } from '#web/components/lazy-modal.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { plansQuery, useBuyPlan, useMyPlan, usePlans } from '#web/features/plans/api/plans.ts';
import { PlanCard, type PlanAction } from '#web/features/plans/components/plan-card.tsx';
import { TermPicker } from '#web/features/plans/components/term-picker.tsx';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import type { PayWith } from '#web/components/pay-with-choice.tsx';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { notify } from '#web/lib/notify.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';
import classes from './pricing.module.css';

// The purchase dialog's code comes when a plan is chosen, not with the page.
const BuyPlanDialog = deferred(() =>
  import('#web/features/plans/components/buy-plan-dialog.tsx').then((m) => m.BuyPlanDialog),
);

export const loader = pageLoader((client) => client.fetchQuery(plansQuery()));

const MY_PLAN = '/shopper/my-subscription';

/** `/pricing`: the plans from the API, a term to choose, and buying one (docs/product.md#plans). */
export default function PricingScreen() {
  const navigate = useNavigate();
  const plans = usePlans();
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  const mine = useMyPlan();
  const wallet = useWallet(me.data?._id);
  const buy = useBuyPlan();
  const [months, setMonths] = useState<PlanMonths>(3);
  const [order, setOrder] = useState<{
    plan: PlanCode;
    months: PlanMonths;
    amount: number;
    idempotencyKey: string;
  } | null>(null);

  function choose(plan: PlanView) {
    const term = plan.terms.find((t) => t.months === months);
    if (!term) return;
    preloadModal();
    void BuyPlanDialog.preload();
    setOrder({ plan: plan._id, months, amount: term.amount, idempotencyKey: newIdempotencyKey() });
  }

  function confirm({ payWith, points }: { payWith: PayWith; points: number }) {
    if (!order) return;
    // The way of paying and the points are part of the request: others are another order.
    buy.mutate(
      {
        ...order,
        payWith,
        points,
        idempotencyKey: `${order.idempotencyKey}-${payWith}-${points}`,
      },
      {
        onSuccess: (result) => {
          if (result.authorizationUrl) {
            window.location.assign(result.authorizationUrl);
            return;
          }
          setOrder(null);
          notify.success(`You are on the ${result.subscription.name} plan`);
          void navigate(MY_PLAN);
        },
      },
    );
  }

  function actionFor(plan: PlanView): PlanAction {
    const current = mine.data?.plan ?? 'FREE';
    if (!signedIn)
      return plan._id === 'FREE'
        ? { label: 'Start free', onClick: () => void navigate('/auth/register') }
        : {
            label: `Choose ${plan.name}`,
            onClick: () => void navigate(`/auth/login?redirect=${encodeURIComponent('/pricing')}`),
          };
    if (plan._id === 'FREE')
      return current === 'FREE'
        ? { label: 'Your plan', disabled: true }
        : { label: 'Manage my plan', onClick: () => void navigate(MY_PLAN) };
    if (plan._id === current) return { label: `Extend ${plan.name}`, onClick: () => choose(plan) };
    return {
      label:
        planRank(plan._id) > planRank(current)
          ? `Upgrade to ${plan.name}`
          : `Switch to ${plan.name}`,
      onClick: () => choose(plan),
      disabled: signedIn && mine.isPending,
    };
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" maw={640} mx="auto">
          <Title order={1}>Plans for every Nigerian business</Title>
          <Text c="gray.7">
            Start free and upgrade when your business grows. Pay from your Oja wallet or by card, in
            naira, and save when you pay for more months at once.
          </Text>
        </Stack>
        <Stack maw={560} w="100%" mx="auto">
          <TermPicker value={months} onChange={setMonths} />
        </Stack>
        {plans.isPending ? (
          <div className={`${classes.plans} ${classes.loading}`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={420} radius="md" />
            ))}
          </div>
        ) : plans.isError ? (
          <LoadError what="the plans" onRetry={() => void plans.refetch()} />
        ) : (
          <div className={classes.plans}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan._id}
                plan={plan}
                months={months}
                current={signedIn && mine.data?.plan === plan._id}
                highlighted={plan._id === 'GROWTH'}
                action={actionFor(plan)}
              />
            ))}
          </div>
        )}
        <Stack gap="xs" maw={720}>
          <Title order={2} fz="h4">
            How paying for a plan works
          </Title>
          <List spacing={6} size="sm" c="gray.8">
            <List.Item>
              An upgrade starts at once; the days left on your old plan go back to your wallet.
            </List.Item>
            <List.Item>
              A plan renews from your wallet at the end of its term; we remind you three days
              before, and you can turn renewal off at any time.
            </List.Item>
            <List.Item>
              When a plan ends you are back on {PLANS.FREE.name}. Nothing is deleted: your
              businesses, products and orders stay, and you can upgrade again whenever you like.
            </List.Item>
          </List>
        </Stack>
      </Stack>
      {order && (
        <Suspense fallback={null}>
          <BuyPlanDialog
            order={order}
            mine={mine.data}
            buying={buy.isPending}
            onConfirm={confirm}
            onClose={() => setOrder(null)}
            balance={wallet.data?.balance}
          />
        </Suspense>
      )}
    </Container>
  );
}
