import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '#web/features/users/api/verification.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** Opened from the e-mailed link: confirms the address and says how it went. */
export default function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const { mutate } = verify;
  useEffect(() => {
    if (userId && token) mutate({ userId, token });
  }, [userId, token, mutate]);

  const failure =
    !userId || !token
      ? 'This link is incomplete. Open the link from the e-mail again.'
      : verify.error instanceof ApiError
        ? typeof verify.error.messages === 'string'
          ? verify.error.messages
          : Object.values(verify.error.messages).join(' ')
        : verify.isError
          ? 'Request could not be completed'
          : null;

  return (
    <Stack gap="md" align="stretch">
      <Title order={1} fz={26}>
        E-mail verification
      </Title>
      {verify.isPending && <Loader aria-label="Verifying" />}
      {verify.isSuccess && (
        <Alert color="teal" title="Done">
          {verify.data.message}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title="We could not verify your e-mail">
          {failure} You can ask for a new link on your account page.
        </Alert>
      )}
      <Button component={Link} to="/shopper/account">
        Go to my account
      </Button>
    </Stack>
  );
}
