import { Anchor, Button, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CodeField, refusal } from './code-field.tsx';
import { useVerifyFactor } from '../api/factor.ts';

/** Each new sign-in: the code from the authenticator app, or one of the recovery codes. */
export function FactorVerify() {
  const verify = useVerifyFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!useRecovery && !/^\d{6}$/.test(code))
      return setError('Type the 6-digit code from your app');
    if (useRecovery && recoveryCode.trim().length < 10)
      return setError('Type one of your recovery codes');
    setError(null);
    verify.mutate(useRecovery ? { recoveryCode } : { code }, {
      onError: (err) => {
        setError(refusal(err));
        setCode('');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={22}>
          Confirm it is you
        </Title>
        {useRecovery ? (
          <TextInput
            label="Recovery code"
            placeholder="ABCDE-12345"
            autoComplete="off"
            value={recoveryCode}
            onChange={(e) => setRecoveryCode(e.currentTarget.value)}
            error={error}
          />
        ) : (
          <CodeField
            label="The 6-digit code from your authenticator app"
            value={code}
            onChange={setCode}
            error={error}
          />
        )}
        <Button type="submit" loading={verify.isPending} w="fit-content">
          Continue
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          w="fit-content"
          onClick={() => {
            setUseRecovery((v) => !v);
            setError(null);
          }}
        >
          {useRecovery
            ? 'Use the code from the app instead'
            : 'Lost your phone? Use a recovery code'}
        </Anchor>
      </Stack>
    </form>
  );
}
