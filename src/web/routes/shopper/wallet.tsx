import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Money } from '#web/components/money.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useFundingResult, useWallet } from '#web/features/wallet/api/wallet.ts';
import { FundWalletForm } from '#web/features/wallet/components/fund-wallet-form.tsx';
import { HeldMoney } from '#web/features/wallet/components/held-money.tsx';
import { PendingFundings } from '#web/features/wallet/components/wallet-balance-notes.tsx';
import { WalletDefaultSwitch } from '#web/features/wallet/components/wallet-default-switch.tsx';

// Below the balance card, off the first screen on phones: they load right after it shows.
const BankAccountCard = lazy(() =>
  import('#web/features/payouts/components/bank-account-card.tsx').then((m) => ({
    default: m.BankAccountCard,
  })),
);
const WithdrawForm = lazy(() =>
  import('#web/features/payouts/components/withdraw-form.tsx').then((m) => ({
    default: m.WithdrawForm,
  })),
);
const WalletHistory = lazy(() =>
  import('#web/features/wallet/components/wallet-history.tsx').then((m) => ({
    default: m.WalletHistory,
  })),
);

/** What became of the funding the user just paid for, back from the payment page. */
function FundingResult({ transactionId }: { transactionId: string }) {
  const result = useFundingResult(transactionId);
  if (result.isPending) return <Alert color="gray">Checking your payment…</Alert>;
  if (result.isError) return null;
  const funding = result.data;
  if (funding.status === 'SUCCESS') {
    return (
      <Alert color="navy" title="Wallet funded">
        {formatNaira(funding.amount)} was added to your wallet.
      </Alert>
    );
  }
  if (funding.status === 'PENDING') {
    return (
      <Alert color="gray" title="Payment being confirmed">
        Your payment of {formatNaira(funding.amount)} is still being confirmed; it is added to your
        wallet as soon as it is.
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Payment did not go through">
      Nothing was added to your wallet. You can try again with another card.
    </Alert>
  );
}

function Balance({ userId }: { userId: string }) {
  const wallet = useWallet(userId);
  if (wallet.isPending) return <Skeleton h={64} w={220} />;
  if (wallet.isError) return <LoadError what="your balance" onRetry={() => wallet.refetch()} />;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        Available balance
      </Text>
      <Money amount={wallet.data.balance} fz={32} c="navy.9" />
      <HeldMoney wallet={wallet.data} />
      <PendingFundings userId={userId} wallet={wallet.data} />
    </Stack>
  );
}

/** Withdrawing the wallet's balance to the personal bank account. */
function WithdrawFromWallet({ userId }: { userId: string }) {
  const wallet = useWallet(userId);
  if (!wallet.data) return null;
  // Only what is past the card hold can go to a bank; the rest is explained under the balance.
  return <WithdrawForm userId={userId} balance={wallet.data.withdrawable} />;
}

export default function WalletScreen() {
  useDocumentTitle('Wallet | Oja');
  const [params] = useSearchParams();
  const funding = params.get('funding');
  const { data: me, isPending, isError, refetch } = useMe();

  if (isPending) {
    return (
      <Stack gap="md" maw={720} aria-busy="true">
        <Skeleton h={32} w={160} />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  if (isError || !me) return <LoadError what="your wallet" onRetry={() => refetch()} />;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Wallet
      </Title>
      {funding && <FundingResult transactionId={funding} />}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg">
          <Balance userId={me._id} />
          <FundWalletForm userId={me._id} />
          <WalletDefaultSwitch userId={me._id} mode={me.paymentChargeMode} />
        </Stack>
      </Card>
      <Suspense fallback={<Skeleton h={200} radius="lg" />}>
        <BankAccountCard userId={me._id} />
        <WithdrawFromWallet userId={me._id} />
        <WalletHistory userId={me._id} />
      </Suspense>
    </Stack>
  );
}
