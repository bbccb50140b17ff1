import { Button, type ComboboxItem, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { findBanks } from '#shared/bank-names.ts';
import { useState } from 'react';
import type { ResolvedAccount } from '#shared/schemas/bank-accounts.ts';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useBanks, useSaveBankAccount, useVerifyAccountNumber } from '../api/bank-accounts.ts';

/**
 * Bank and account number, then the name the bank holds for it, then save: the name is never
 * typed. Saving sends the owner a code to confirm the account.
 */
export default function BankAccountForm({
  userId,
  businessId,
  change,
  onDone,
}: {
  userId: string;
  businessId: string | null;
  change: boolean;
  onDone: () => void;
}) {
  const banks = useBanks();
  const verify = useVerifyAccountNumber();
  const save = useSaveBankAccount(userId);
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [resolved, setResolved] = useState<ResolvedAccount | null>(null);
  const complete = bankCode !== null && /^\d{10}$/.test(accountNumber);
  // The check's or the save's answer, on its field or under the form.
  const failed = save.isError ? save.error : verify.isError ? verify.error : null;
  const fieldError = (field: string) => fieldMessage(failed, field);
  const formError = failed ? otherMessages(failed, ['bankCode', 'accountNumber']) : null;

  const reset = () => {
    setResolved(null);
    verify.reset();
    save.reset();
  };

  return (
    <Stack gap="sm">
      <Select
        label="Bank"
        placeholder={banks.isPending ? 'Loading banks…' : 'Search for your bank'}
        searchable
        nothingFoundMessage="No bank by that name"
        // Also by the names people use: GTB, UBA, First Bank, OPay…
        filter={({ options, search }) =>
          findBanks(
            (options as ComboboxItem[]).map((o) => ({ name: o.label, code: o.value, option: o })),
            search,
          ).map((b) => b.option)
        }
        data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        value={bankCode}
        onChange={(v) => {
          setBankCode(v);
          reset();
        }}
        error={fieldError('bankCode')}
        maw={360}
      />
      <TextInput
        label="Account number"
        description="The 10-digit NUBAN number"
        inputMode="numeric"
        maxLength={10}
        value={accountNumber}
        onChange={(e) => {
          setAccountNumber(e.currentTarget.value.replace(/\D/g, ''));
          reset();
        }}
        error={fieldError('accountNumber')}
        maw={360}
      />
      {resolved ? (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Account name
          </Text>
          <Text fw={700}>{resolved.accountName}</Text>
          <Text size="sm" c="dimmed">
            {resolved.bankName} · {resolved.accountNumber}
          </Text>
        </Stack>
      ) : null}
      {formError && (
        <Text size="sm" c="red.9" role="alert">
          {formError}
        </Text>
      )}
      <Group gap="sm">
        {resolved ? (
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  accountNumber,
                  bankCode: bankCode!,
                  ...(businessId ? { businessId } : {}),
                  change,
                },
                { onSuccess: onDone },
              )
            }
          >
            Save bank account
          </Button>
        ) : (
          <Button
            disabled={!complete}
            loading={verify.isPending}
            onClick={() =>
              verify.mutate({ accountNumber, bankCode: bankCode! }, { onSuccess: setResolved })
            }
          >
            Check account name
          </Button>
        )}
        <Button variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
