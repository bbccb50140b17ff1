import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { PayoutAccount } from '#shared/schemas/bank-accounts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LightTextField } from '#web/components/light-fields.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { otherMessages } from '#web/lib/error-messages.ts';
import {
  useConfirmBankAccount,
  useBankAccounts,
  useRemoveBankAccount,
  useResendBankAccountCode,
} from '../api/bank-accounts.ts';

// The bank picker (a searchable list of banks) loads when the form is opened.
const BankAccountForm = lazy(() => import('./bank-account-form.tsx'));

function AccountLines({ account }: { account: PayoutAccount }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>{account.accountName}</Text>
      <Text size="sm" c="dimmed">
        {account.bankName} · •••• {account.last4}
      </Text>
    </Stack>
  );
}

/** The code sent to the owner, which makes a new or changed account the payout account. */
function ConfirmCode({ userId, account }: { userId: string; account: PayoutAccount }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmBankAccount(userId);
  const resend = useResendBankAccountCode(userId);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Waiting for your code
        </Text>
        <AccountLines account={account} />
        <Text size="sm">
          Enter the code we sent you to make this your payout account. Until then, payouts go where
          they went before.
        </Text>
        <Group gap="sm" align="flex-end">
          <LightTextField
            label="Code"
            inputMode="numeric"
            maxLength={8}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.trim());
              confirm.reset();
            }}
            aria-invalid={confirm.isError}
            aria-describedby={confirm.isError ? `code-error-${account._id}` : undefined}
            maxWidth={140}
          />
          <Button
            disabled={code.length < 4}
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ accountId: account._id, code })}
          >
            Confirm
          </Button>
          <Button
            variant="subtle"
            loading={resend.isPending}
            onClick={() => resend.mutate(account._id)}
          >
            Send a new code
          </Button>
        </Group>
        {/* The server's answer (a wrong or expired code) shows under the field. */}
        {confirm.isError && (
          <Text id={`code-error-${account._id}`} size="sm" c="red.8" role="alert">
            {otherMessages(confirm.error) ?? 'This code could not be checked, try again'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Where a user's (or one of their businesses') withdrawals are paid: the confirmed account with
 * its hold, a change waiting for its code, and the form to add or change one.
 */
export function BankAccountCard({
  userId,
  businessId = null,
}: {
  userId: string;
  businessId?: string | null;
}) {
  const accounts = useBankAccounts(userId);
  const remove = useRemoveBankAccount(userId);
  const [editing, setEditing] = useState(false);
  if (accounts.isPending) return <Skeleton h={120} radius="lg" />;
  if (accounts.isError)
    return <LoadError what="your bank accounts" onRetry={() => accounts.refetch()} />;
  const own = accounts.data.filter((a) => a.businessId === businessId);
  const confirmed = own.find((a) => a.status === 'confirmed') ?? null;
  const pending = own.find((a) => a.status === 'pending_confirmation') ?? null;

  return (
    <Stack gap="sm" component="section" aria-label="Payout bank account">
      <Title order={2} fz="lg">
        Payout bank account
      </Title>
      {confirmed && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <AccountLines account={confirmed} />
              <Text size="sm" c={confirmed.usableForPayout ? 'teal.9' : 'dimmed'}>
                {confirmed.usableForPayout
                  ? 'Ready for withdrawals'
                  : `Ready for withdrawals from ${formatDate(confirmed.usableForPayoutAt!, 'dayTime')} (a safety hold on new bank details)`}
              </Text>
            </Stack>
            {!editing && (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  Change
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(businessId)}
                >
                  Remove
                </Button>
              </Group>
            )}
          </Group>
        </Paper>
      )}
      {pending && <ConfirmCode userId={userId} account={pending} />}
      {editing ? (
        <Suspense fallback={<Skeleton h={160} />}>
          <BankAccountForm
            userId={userId}
            businessId={businessId}
            change={confirmed !== null || pending !== null}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        !confirmed &&
        !pending && (
          <Stack align="center" gap="xs">
            <EmptyState icon={<IconBuildingBank size={24} />} title="No bank account yet">
              Add the account withdrawals are paid into. The name comes from your bank.
            </EmptyState>
            <Button onClick={() => setEditing(true)}>Add bank account</Button>
          </Stack>
        )
      )}
    </Stack>
  );
}
