import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { Money } from '#web/components/money.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { useBusinessFunds } from '#web/features/payouts/api/business-funds.ts';
import { AutoPayoutSwitch } from '#web/features/payouts/components/auto-payout-switch.tsx';
import { WithdrawalList } from '#web/features/payouts/components/withdrawal-list.tsx';
import { HeldMoney } from '#web/features/wallet/components/held-money.tsx';
import { PLANS } from '#shared/plans.ts';

// The bank account's card and the withdrawal form (bank search, code, review) come just after the
// screen, as in the wallet; their places are kept while they come.
const BankAccountCard = deferred(() =>
  import('#web/features/payouts/components/bank-account-card.tsx').then((m) => m.BankAccountCard),
);
const WithdrawForm = deferred(() =>
  import('#web/features/payouts/components/withdraw-form.tsx').then((m) => m.WithdrawForm),
);

/**
 * The business's bank details: where its withdrawals are paid (docs/product.md#payouts), the
 * balance to withdraw, the automatic daily payout and the business's withdrawals.
 */
export default function AccountDetailsScreen() {
  useDocumentTitle('Account details | Oja');
  const { vendorId = '' } = useParams();
  const { data: me } = useMe();
  const business = useBusiness(vendorId);
  const funds = useBusinessFunds(vendorId);
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Account details
        </Title>
        <Text c="dimmed" size="sm">
          The bank account this business&apos;s earnings are paid into. A new or changed account is
          confirmed with a code sent to you; it shows when withdrawals can use it.
        </Text>
      </Stack>
      {me && (
        <Suspense fallback={<Placeholder h={120} radius="lg" />}>
          <BankAccountCard userId={me._id} businessId={vendorId} />
        </Suspense>
      )}
      {me && (
        <Panel aria-label="Withdraw">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Current balance
            </Text>
            {business.data ? (
              <Money amount={business.data.curr_balance} fz={28} c="navy.9" />
            ) : (
              <Placeholder h={34} w={160} />
            )}
            {funds.data ? (
              <>
                <HeldMoney wallet={funds.data} business />
                <Suspense fallback={<Placeholder h={64} />}>
                  <WithdrawForm
                    userId={me._id}
                    businessId={vendorId}
                    balance={funds.data.withdrawable}
                  />
                </Suspense>
              </>
            ) : funds.isError ? (
              <LoadError what="what you can withdraw" onRetry={() => funds.refetch()} />
            ) : (
              <Placeholder h={64} />
            )}
          </Stack>
        </Panel>
      )}
      {me && (
        <Panel aria-label="Automatic payout">
          <AutoPayoutSwitch
            userId={me._id}
            businessId={vendorId}
            allowed={PLANS[me.subscription.plan].limits.autoPayouts}
          />
        </Panel>
      )}
      {me && (
        <Panel>
          <WithdrawalList userId={me._id} businessId={vendorId} />
        </Panel>
      )}
    </Stack>
  );
}
