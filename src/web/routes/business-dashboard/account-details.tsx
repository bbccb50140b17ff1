import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { Money } from '#web/components/money.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { AutoPayoutSwitch } from '#web/features/payouts/components/auto-payout-switch.tsx';
import { BankAccountCard } from '#web/features/payouts/components/bank-account-card.tsx';
import { WithdrawForm } from '#web/features/payouts/components/withdraw-form.tsx';
import { WithdrawalList } from '#web/features/payouts/components/withdrawal-list.tsx';
import { PLANS } from '#shared/plans.ts';

/**
 * The business's bank details: where its withdrawals are paid (docs/product.md#payouts), the
 * balance to withdraw, the automatic daily payout and the business's withdrawals.
 */
export default function AccountDetailsScreen() {
  useDocumentTitle('Account details | Oja');
  const { vendorId = '' } = useParams();
  const { data: me } = useMe();
  const business = useBusiness(vendorId);
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
      {me && <BankAccountCard userId={me._id} businessId={vendorId} />}
      {me && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Withdraw">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Current balance
            </Text>
            {business.data ? (
              <Money amount={business.data.curr_balance} fz={28} c="navy.9" />
            ) : (
              <Skeleton h={34} w={160} />
            )}
            {business.data && (
              <WithdrawForm
                userId={me._id}
                businessId={vendorId}
                balance={business.data.curr_balance}
              />
            )}
          </Stack>
        </Card>
      )}
      {me && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Automatic payout">
          <AutoPayoutSwitch
            userId={me._id}
            businessId={vendorId}
            allowed={PLANS[me.subscription.plan].limits.autoPayouts}
          />
        </Card>
      )}
      {me && (
        <Card withBorder radius="lg" padding="lg">
          <WithdrawalList userId={me._id} businessId={vendorId} />
        </Card>
      )}
    </Stack>
  );
}
