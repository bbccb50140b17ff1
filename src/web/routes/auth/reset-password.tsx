import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '#web/features/auth/api/password-reset.ts';
import { NewPasswordField } from '#web/components/password-fields.tsx';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { notify } from '#web/lib/notify.ts';
import { RESET_TOKEN } from '#shared/validation/auth.ts';
import { PASSWORD } from '#shared/validation/people.ts';
import { textCheck } from '#web/lib/validators.ts';

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const tokenFromLink = params.get('token') ?? '';
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { token: tokenFromLink, newPassword: '' },
    validate: { token: textCheck(RESET_TOKEN), newPassword: textCheck(PASSWORD) },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        reset.mutate(values, {
          onSuccess: (res) => {
            notify.success(res.message);
            navigate('/auth/login', { replace: true });
          },
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            Choose a new password
          </Title>
          <Text c="dimmed" size="sm">
            After this you log in again on every device.
          </Text>
        </Stack>
        {!tokenFromLink && (
          <>
            <Alert color="blue">Paste the reset token from the e-mail we sent you.</Alert>
            <TextInput
              label="Reset token"
              key={form.key('token')}
              {...form.getInputProps('token')}
            />
          </>
        )}
        {tokenFromLink && form.errors.token ? (
          <Alert color="red" title="This link cannot be used">
            {form.errors.token}{' '}
            <Anchor component={Link} to="/auth/forgot-password" underline="always">
              Ask for a new link
            </Anchor>
            .
          </Alert>
        ) : null}
        <NewPasswordField key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
        <Button type="submit" loading={reset.isPending} fullWidth size="md">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
